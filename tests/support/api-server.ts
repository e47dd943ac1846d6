// A bare HTTP server over the app's route handlers, for tests that need several server processes
// on one database (`next start` per process would cost a build and ~1 GB each). Prints its port.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { routeTable, type RouteModule } from "./router";
import { serve } from "./serve";

const root = path.resolve(import.meta.dirname, "../..");
const files: Record<string, () => Promise<RouteModule>> = {};
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name === "route.ts") files[path.relative(root, full)] = () => import(pathToFileURL(full).href);
  }
};
walk(path.join(root, "app"));
const table = routeTable(files);

serve(table).then(({ port }) => console.log(`listening ${port}`));

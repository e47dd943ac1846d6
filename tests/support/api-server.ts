// A bare HTTP server over the app's route handlers, for tests that need several server processes
// on one database (`next start` per process would cost a build and ~1 GB each). Prints its port.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { dispatch, routeTable, type RouteModule } from "./router";

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

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
  const request = new Request(`http://localhost${req.url}`, { method: req.method, headers, body });
  const response = (await dispatch(table, request)) ?? new Response("not found", { status: 404 });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});

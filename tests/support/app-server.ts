import { routeTable, type RouteModule } from "./router";
import { serve } from "./serve";

// The app's route handlers behind a real HTTP server inside the test process, so it shares the
// test's database (PGlite is per process) and clients that speak HTTP (the MCP SDK) can be used.
const table = routeTable(import.meta.glob<RouteModule>("/app/**/route.ts"));

export const startAppServer = () => serve(table);

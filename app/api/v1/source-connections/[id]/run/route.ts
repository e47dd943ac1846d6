import { connectionFromPath } from "@/lib/connections/access";
import { otherMethods, route } from "@/lib/http/route";
import { startSync } from "@/lib/sync/start";

// POST /api/v1/source-connections/:id/run: start a sync now (409 while one runs)
export const POST = route({ resource: connectionFromPath, status: 202 }, ({ resource }) => startSync(resource));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

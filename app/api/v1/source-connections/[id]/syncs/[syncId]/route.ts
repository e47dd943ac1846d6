import { connectionFromPath } from "@/lib/connections/access";
import { otherMethods, route } from "@/lib/http/route";
import { getSync } from "@/lib/sync/syncs";

// GET /api/v1/source-connections/:id/syncs/:syncId: one sync with its status, progress and stats
export const GET = route({ resource: connectionFromPath }, ({ resource, params }) => getSync({ connection: resource, syncId: params.syncId }));
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

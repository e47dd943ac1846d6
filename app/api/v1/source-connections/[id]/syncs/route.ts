import { connectionFromPath } from "@/lib/connections/access";
import { otherMethods, route } from "@/lib/http/route";
import { listSyncs } from "@/lib/sync/syncs";

// GET /api/v1/source-connections/:id/syncs: its syncs, newest first
export const GET = route({ resource: connectionFromPath }, ({ resource }) => listSyncs({ connection: resource }));
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

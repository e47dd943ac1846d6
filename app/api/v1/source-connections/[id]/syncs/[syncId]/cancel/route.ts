import { connectionFromPath } from "@/lib/connections/access";
import { otherMethods, route } from "@/lib/http/route";
import { cancelSync } from "@/lib/sync/syncs";

// POST /api/v1/source-connections/:id/syncs/:syncId/cancel: stop a running sync
export const POST = route({ resource: connectionFromPath }, ({ resource, params }) => cancelSync({ connection: resource, syncId: params.syncId }));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

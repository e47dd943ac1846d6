import { connectionFromPath } from "@/lib/connections/access";
import { testConnection } from "@/lib/connections/connections";
import { otherMethods, route } from "@/lib/http/route";

// POST /api/v1/source-connections/:id/test: check the credentials against the source
export const POST = route({ resource: connectionFromPath }, ({ resource }) => testConnection({ connection: resource }));
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

import { connectionFromPath } from "@/lib/connections/access";
import { clearConnectionData } from "@/lib/connections/connections";
import { otherMethods, route } from "@/lib/http/route";

// DELETE /api/v1/source-connections/:id/data: remove its indexed documents, keep the connection
export const DELETE = route({ resource: connectionFromPath }, ({ resource }) => clearConnectionData({ connection: resource }));
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");

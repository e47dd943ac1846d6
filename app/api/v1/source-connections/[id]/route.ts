import { connectionFromPath } from "@/lib/connections/access";
import { deleteConnection, getConnection } from "@/lib/connections/connections";
import { DeleteConnectionQuery } from "@/lib/connections/schemas";
import { otherMethods, route } from "@/lib/http/route";

// GET /api/v1/source-connections/:id: one connection with its last sync and document count
export const GET = route({ resource: connectionFromPath }, ({ resource }) => getConnection({ connection: resource }));
// DELETE /api/v1/source-connections/:id[?deleteData=true]: remove it, and its documents if asked
export const DELETE = route({ resource: connectionFromPath, query: DeleteConnectionQuery }, ({ resource, query }) =>
  deleteConnection({ connection: resource, deleteData: query.deleteData }),
);
export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

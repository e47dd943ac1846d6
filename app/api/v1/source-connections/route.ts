import { createConnection, listConnections } from "@/lib/connections/connections";
import { ConnectionListQuery, CreateConnectionInput } from "@/lib/connections/schemas";
import { otherMethods, route } from "@/lib/http/route";
import { requireCollection } from "@/lib/collections/access";

// POST /api/v1/source-connections: connect a source to a collection
export const POST = route(
  {
    body: CreateConnectionInput,
    status: 201,
    resource: ({ ctx, rawBody }) => requireCollection(ctx, (rawBody as { collectionId?: unknown } | undefined)?.collectionId),
  },
  ({ ctx, input }) => createConnection({ ctx, input }),
);
// GET /api/v1/source-connections: the connections the caller may see, optionally of one collection
export const GET = route({ query: ConnectionListQuery }, ({ ctx, query }) => listConnections({ ctx, query }));
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

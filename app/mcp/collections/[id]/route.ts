import { collectionFromPath } from "@/lib/collections/access";
import { otherMethods, route } from "@/lib/http/route";
import { handleMcpRequest } from "@/lib/mcp/handle";

// POST /mcp/collections/:id: MCP over Streamable HTTP (stateless, JSON responses); tools search and fetch
export const POST = route({ resource: collectionFromPath, rawBody: true }, ({ ctx, resource, request }) =>
  handleMcpRequest({ ctx, collection: resource, request }),
);
// GET (a server-sent event stream) and DELETE (ending a session) answer 405: a stateless server offers neither.
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

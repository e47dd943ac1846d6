import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Collection } from "../collections/access";
import { MiB, readBody } from "../http/body";
import type { AuthedContext } from "../http/route";
import { metadataFields, STANDARD_FIELDS } from "../documents/metadata-fields";
import { createMcpServer } from "./server";

/**
 * One MCP request over Streamable HTTP, stateless with JSON responses (no sessions, no SSE).
 * Authentication, rate limit and the collection checks have already run in the route wrapper.
 */
export async function handleMcpRequest({
  ctx,
  collection,
  request,
}: {
  ctx: AuthedContext;
  collection: Collection;
  request: Request;
}): Promise<Response> {
  const body = await readBody(request, MiB);
  // The field catalogue scans the collection's metadata: only `tools/list` shows it.
  const fields = calls(body, "tools/list") ? await metadataFields(collection.id) : STANDARD_FIELDS;
  const server = createMcpServer({ collection, fields, requestId: ctx.requestId });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    const response = await transport.handleRequest(new Request(request.url, { method: request.method, headers, body }));
    response.headers.set("cache-control", "no-store");
    return response;
  } finally {
    await server.close();
  }
}

/** Whether a JSON-RPC message (or batch) calls `method`; malformed bodies are the transport's to refuse. */
function calls(body: string, method: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return (Array.isArray(parsed) ? parsed : [parsed]).some((m) => (m as { method?: unknown } | null)?.method === method);
  } catch {
    return false;
  }
}

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import pkg from "@/package.json";
import type { Collection } from "../collections/access";
import { registerFetchTool } from "./fetch-tool";
import type { MetadataField } from "../documents/metadata-fields";
import { registerSearchTool } from "./search-tool";

/** A fresh server per request (stateless transport) for one collection: tools `search` and `fetch`. */
export function createMcpServer({
  collection,
  fields,
  requestId,
}: {
  collection: Collection;
  fields: MetadataField[];
  requestId: string;
}): McpServer {
  const server = new McpServer(
    { name: "quarry", version: pkg.version },
    {
      instructions: `Quarry collection "${collection.name}" (id ${collection.id}). Use \`search\` to find passages, then \`fetch\` with a result's documentId to read the whole document.`,
    },
  );
  registerSearchTool(server, { collection, fields, requestId });
  registerFetchTool(server, { collection, requestId });
  return server;
}

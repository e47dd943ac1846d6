import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Collection } from "../collections/access";
import { getDocument } from "../documents/documents";
import { NotFoundError } from "../errors";
import { toolError, toolFailure } from "./tool-result";

export const FetchToolInput = {
  documentId: z.string().min(1).max(500).describe("A documentId from the results of `search`."),
};

const FetchedDocument = z.object({
  id: z.string(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  content: z.string(),
});

export const FetchToolOutput = { document: FetchedDocument };

export function registerFetchTool(server: McpServer, { collection, requestId }: { collection: Collection; requestId: string }) {
  server.registerTool(
    "fetch",
    {
      title: "Fetch a document",
      description: `Read one document of the collection "${collection.name}" in full: its text and metadata. Takes a documentId returned by \`search\`.`,
      inputSchema: FetchToolInput,
      outputSchema: FetchToolOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ documentId }): Promise<CallToolResult> => {
      try {
        const { document } = await getDocument({ collection, documentId });
        const fetched = FetchedDocument.parse(document);
        return { content: [{ type: "text", text: render(fetched) }], structuredContent: { document: fetched } };
      } catch (error) {
        if (error instanceof NotFoundError) {
          return toolError(`Document "${documentId}" not found in the collection "${collection.name}". Use a documentId from \`search\`.`);
        }
        return toolFailure(error, requestId);
      }
    },
  );
}

function render(doc: z.infer<typeof FetchedDocument>): string {
  const { source, title: _t, url: _u, author: _a, created_at: _c, updated_at: _up, ...custom } = doc.metadata;
  return [
    `# ${doc.title || "(untitled)"}`,
    `documentId: ${doc.id}`,
    ...(doc.url ? [`url: ${doc.url}`] : []),
    ...(doc.author ? [`author: ${doc.author}`] : []),
    ...(typeof source === "string" ? [`source: ${source}`] : []),
    `created: ${stamp(doc.metadata.created_at) ?? doc.createdAt} · updated: ${stamp(doc.metadata.updated_at) ?? doc.updatedAt}`,
    ...(Object.keys(custom).length ? [`metadata: ${JSON.stringify(custom)}`] : []),
    "",
    doc.content,
  ].join("\n");
}

const stamp = (value: unknown) => (typeof value === "string" ? value : undefined);

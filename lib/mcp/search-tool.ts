import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Collection } from "../collections/access";
import { Limit, OPERATORS, SearchMode, SearchOptions } from "../search/schemas";
import { searchCollection, type SearchResult } from "../search/search";
import { describeFieldType, type MetadataField } from "../documents/metadata-fields";
import { invalidArguments, toolFailure } from "./tool-result";

const SNIPPET_CHARS = 300;

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

// Describes the arguments to the agent; SearchOptions (the REST API's schema) then checks them.
const FilterArgument = z
  .object({
    field: z.string().min(1).max(200).describe("A metadata field from the list in the tool description."),
    operator: z.enum(OPERATORS).describe("eq, neq, gt, gte, lt, lte, in or contains."),
    value: z
      .union([Scalar, z.array(Scalar)])
      .describe("A string, number, boolean or null; a non-empty array for `in`; a number or ISO 8601 date for gt/gte/lt/lte."),
  })
  .strict();

export const SearchToolInput = {
  query: z.string().min(1).max(2000).describe("What to look for, in natural language or keywords."),
  limit: Limit.default(10).describe("Maximum number of results, 1 to 100 (default 10)."),
  mode: SearchMode.default("hybrid").describe("hybrid (default) combines keyword and semantic search."),
  filters: z.array(FilterArgument).max(50).default([]).describe("Metadata conditions, all of which must hold."),
  rerank: z.boolean().default(false).describe("Reorder the results with a relevance model (slower, more precise)."),
  expandQuery: z.boolean().default(false).describe("Also search related wordings of the query (better recall)."),
};

const SearchHit = z.object({
  id: z.string(),
  documentId: z.string(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  score: z.number(),
  content: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});

export const SearchToolOutput = {
  results: z.array(SearchHit),
  query: z.string(),
  mode: SearchMode,
  took: z.number().int(),
  expandedQueries: z.array(z.string()).optional(),
};

export function searchDescription(collection: Collection, fields: MetadataField[]): string {
  return [
    `Search the Quarry collection "${collection.name}" (id ${collection.id}). Returns the best-matching passages, best first,`,
    "each with its documentId: call `fetch` with it to read the whole document.",
    "",
    "Filters are ANDed conditions on document metadata: {field, operator, value}. Operators: eq, neq;",
    "gt, gte, lt, lte (numbers, or ISO 8601 dates such as 2024-01-31); in (value is a non-empty array, any may match);",
    "contains (case-insensitive substring of a string field, or an element of an array field).",
    "",
    "Filterable metadata fields (JSON type):",
    ...fields.map((f) => `- ${f.name} (${describeFieldType(f)})${f.description ? `: ${f.description}` : ""}`),
  ].join("\n");
}

export function registerSearchTool(
  server: McpServer,
  { collection, fields, requestId }: { collection: Collection; fields: MetadataField[]; requestId: string },
) {
  server.registerTool(
    "search",
    {
      title: `Search ${collection.name}`,
      description: searchDescription(collection, fields),
      inputSchema: SearchToolInput,
      outputSchema: SearchToolOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args): Promise<CallToolResult> => {
      const options = SearchOptions.safeParse(args);
      if (!options.success) return invalidArguments(options.error);
      try {
        const outcome = await searchCollection({ collection, options: options.data });
        const results = outcome.results.map(hit);
        const structured = {
          results,
          query: outcome.query,
          mode: outcome.mode,
          took: outcome.took,
          ...("expandedQueries" in outcome && outcome.expandedQueries ? { expandedQueries: outcome.expandedQueries } : {}),
        };
        return { content: [{ type: "text", text: listing(structured) }], structuredContent: structured };
      } catch (error) {
        return toolFailure(error, requestId);
      }
    },
  );
}

type Hit = z.infer<typeof SearchHit>;

function hit(result: SearchResult): Hit {
  const text = (key: string) => (typeof result.metadata[key] === "string" ? (result.metadata[key] as string) : null);
  return {
    id: result.id,
    documentId: String(result.metadata.documentId),
    title: text("title"),
    url: text("url"),
    score: result.score,
    content: result.content,
    metadata: result.metadata,
  };
}

function listing({ results, query, mode, took }: { results: Hit[]; query: string; mode: string; took: number }): string {
  if (!results.length) return `No results for "${query}" (${mode} search, ${took} ms).`;
  const lines = [`${results.length} result${results.length === 1 ? "" : "s"} for "${query}" (${mode} search, ${took} ms):`];
  results.forEach((r, i) => {
    lines.push(
      "",
      `${i + 1}. ${r.title || "(untitled)"}`,
      `   documentId: ${r.documentId} · score: ${r.score}`,
      ...(r.url ? [`   url: ${r.url}`] : []),
      `   ${snippet(r.content)}`,
    );
  });
  return lines.join("\n");
}

export function snippet(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length <= SNIPPET_CHARS ? flat : `${flat.slice(0, SNIPPET_CHARS - 1).trimEnd()}…`;
}

import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceConnections, type Chart, type Citation } from "@/db/schema";
import { chat, type ChatMessage, type ToolCall, type ToolSpec } from "../ai/llm";
import { AggregateQuery, ChartType } from "../charts/schemas";
import type { Collection } from "../collections/access";
import { metadataFields } from "../documents/metadata-fields";
import { getConnector } from "../sources/registry";
import { searchCollection } from "../search/search";
import { buildChart, type Reply, type Turn } from "./assistant";

const MAX_ROUNDS = 5;

const TOOLS: ToolSpec[] = [
  {
    type: "function",
    function: {
      name: "search",
      description: "Search the collection's documents. Returns numbered passages to cite as [n].",
      parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    },
  },
  {
    type: "function",
    function: {
      name: "aggregate",
      description: "Chart an aggregation over the collection's document metadata.",
      parameters: {
        type: "object",
        properties: {
          title: { type: "string" },
          type: { type: "string", enum: ChartType.options },
          groupBy: { type: "object", properties: { field: { type: "string" }, bucket: { type: "string", enum: ["day", "week", "month"] } } },
          metric: { type: "object", properties: { op: { type: "string", enum: ["count", "sum", "avg", "min", "max"] }, field: { type: "string" } }, required: ["op"] },
          limit: { type: "integer" },
        },
        required: ["title", "type", "metric"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "sql",
      description: "Chart the result of one read-only SELECT on a connected database source.",
      parameters: {
        type: "object",
        properties: { title: { type: "string" }, type: { type: "string", enum: ChartType.options }, sourceConnectionId: { type: "string" }, sql: { type: "string" } },
        required: ["title", "type", "sourceConnectionId", "sql"],
      },
    },
  },
];

/** One assistant turn with an OpenAI-compatible model calling search, aggregate and sql tools. */
export async function llmTurn(collection: Collection, history: Turn[], question: string): Promise<Reply> {
  const fields = await metadataFields(collection.id);
  const databases = await databaseSources(collection);
  const messages: ChatMessage[] = [
    {
      role: "system",
      content: [
        `You answer questions about the collection "${collection.name}". Use the search tool and cite passages as [n].`,
        `For counts, trends and breakdowns call aggregate; metadata fields: ${fields.map((f) => `${f.name} (${f.type})`).join(", ")}.`,
        databases.length
          ? `Database sources for the sql tool: ${databases.map((d) => `${d.id} (${d.name}, ${d.shortName})`).join("; ")}.`
          : "No database source is connected, so do not call sql.",
        "Be concise.",
      ].join("\n"),
    },
    ...history.slice(-10).map((t) => ({ role: t.role, content: t.content }) as ChatMessage),
    { role: "user", content: question },
  ];
  const citations: Citation[] = [];
  const charts: Chart[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const answer = await chat(messages, { tools: TOOLS });
    if (!answer.toolCalls.length) return { content: answer.content?.trim() || "Done.", citations, charts };
    messages.push({ role: "assistant", content: answer.content, tool_calls: answer.toolCalls });
    for (const call of answer.toolCalls) {
      const result = await runTool(call, collection, citations, charts).catch((error: Error) => `Error: ${error.message}`);
      messages.push({ role: "tool", tool_call_id: call.id, content: result });
    }
  }
  return { content: "I could not finish that answer; try a narrower question.", citations, charts };
}

async function runTool(call: ToolCall, collection: Collection, citations: Citation[], charts: Chart[]): Promise<string> {
  const args = JSON.parse(call.function.arguments || "{}") as Record<string, unknown>;
  if (call.function.name === "search") {
    const outcome = await searchCollection({
      collection,
      options: { query: String(args.query ?? ""), limit: 5, mode: "hybrid", filters: [], rerank: false, expandQuery: false, generateAnswer: false, recencyBias: 0 },
    });
    return outcome.results
      .map((r) => {
        citations.push({ id: r.id, documentId: String(r.metadata.documentId), title: (r.metadata.title as string) ?? null, url: (r.metadata.url as string) ?? null, snippet: r.content.slice(0, 300) });
        return `[${citations.length}] ${r.metadata.title ?? ""}\n${r.content.slice(0, 800)}`;
      })
      .join("\n\n") || "No results.";
  }
  if (call.function.name === "aggregate") {
    const query = AggregateQuery.parse({ kind: "aggregate", collectionId: collection.id, groupBy: args.groupBy, metric: args.metric, limit: args.limit });
    const chart = await buildChart(String(args.title ?? "Chart"), ChartType.catch("bar").parse(args.type), query, collection.orgId);
    charts.push(chart);
    return JSON.stringify(chart.data.slice(0, 50));
  }
  if (call.function.name === "sql") {
    const query = { kind: "sql" as const, sourceConnectionId: String(args.sourceConnectionId ?? ""), sql: String(args.sql ?? "") };
    const chart = await buildChart(String(args.title ?? "Chart"), ChartType.catch("table").parse(args.type), query, collection.orgId);
    charts.push(chart);
    return JSON.stringify(chart.data.slice(0, 50));
  }
  return `Unknown tool ${call.function.name}.`;
}

async function databaseSources(collection: Collection) {
  const db = await getDb();
  const found = await db
    .select({ id: sourceConnections.id, name: sourceConnections.name, shortName: sourceConnections.shortName })
    .from(sourceConnections)
    .where(and(eq(sourceConnections.orgId, collection.orgId), eq(sourceConnections.collectionId, collection.id), eq(sourceConnections.personal, false)));
  return found.filter((c) => getConnector(c.shortName)?.query);
}

import type { Chart, Citation } from "@/db/schema";
import { chatEndpoint } from "../ai/openai-compatible";
import { runChartQuery } from "../charts/run";
import type { Collection } from "../collections/access";
import { metadataFields } from "../documents/metadata-fields";
import { newId } from "../ids";
import { searchCollection } from "../search/search";
import { parseChartIntent } from "./chart-intent";
import { llmTurn } from "./llm-assistant";

export type Reply = { content: string; citations: Citation[]; charts: Chart[] };
export type Turn = { role: "user" | "assistant"; content: string };

/** Answers a message: a configured chat model with tools when there is one, else the built-in assistant. */
export async function reply(collection: Collection, history: Turn[], question: string): Promise<Reply> {
  if (chatEndpoint()) {
    try {
      return await llmTurn(collection, history, question);
    } catch (error) {
      console.warn(`chat: the chat model failed, using the built-in assistant (${(error as Error).message})`);
    }
  }
  return builtinReply(collection, question);
}

/** Analytic questions become a chart over the collection's metadata; anything else a cited answer. */
export async function builtinReply(collection: Collection, question: string): Promise<Reply> {
  const intent = parseChartIntent(question, await metadataFields(collection.id));
  if (intent) {
    const query = { kind: "aggregate" as const, collectionId: collection.id, ...intent.query };
    const chart = await buildChart(intent.title, intent.type, query, collection.orgId);
    return { content: describeChart(chart), citations: [], charts: [chart] };
  }
  return citedAnswer(collection, question);
}

export async function buildChart(title: string, type: Chart["type"], query: Chart["query"], orgId: string): Promise<Chart> {
  const result = await runChartQuery(query, orgId);
  const now = new Date().toISOString();
  return { id: newId("chart"), title, type, query, ...result, refreshedAt: now, stale: false, staleReason: null, lastSuccessAt: now };
}

export async function citedAnswer(collection: Collection, question: string): Promise<Reply> {
  const outcome = await searchCollection({
    collection,
    options: { query: question, limit: 5, mode: "hybrid", filters: [], rerank: false, expandQuery: false, generateAnswer: true, recencyBias: 0 },
  });
  const byId = new Map(outcome.results.map((r) => [r.id, r]));
  const citations: Citation[] = (outcome.citations ?? []).flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{ id, documentId: String(r.metadata.documentId), title: (r.metadata.title as string) ?? null, url: (r.metadata.url as string) ?? null, snippet: r.content.slice(0, 300) }];
  });
  const content = outcome.results.length
    ? (outcome.answer ?? "")
    : "I could not find anything about that in this collection. Try other words, or ask for a chart such as “documents per month”.";
  return { content, citations, charts: [] };
}

function describeChart(chart: Chart): string {
  if (chart.type === "metric") return `${chart.title}: ${chart.data[0]?.value ?? 0}.`;
  if (!chart.data.length) return `I built “${chart.title}”, but no documents have that field yet.`;
  const top = [...chart.data]
    .sort((a, b) => Number(b.value) - Number(a.value))
    .slice(0, 3)
    .map((d) => `${d.label} (${d.value})`)
    .join(", ");
  return `Here is “${chart.title}” over ${chart.data.length} ${chart.data.length === 1 ? "group" : "groups"}. The largest: ${top}.`;
}

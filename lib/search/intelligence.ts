import { extractiveAnswer } from "../ai/builtin/answer";
import { expandQuery as expandBuiltin } from "../ai/builtin/expand";
import { rerank as rerankBuiltin, type RerankCandidate } from "../ai/builtin/rerank";
import { chat, llmConfigured, parseJsonAnswer } from "../ai/llm";

// Expansion, reranking and answers: an OpenAI-compatible chat model when one is configured, the
// built-in components otherwise — and whenever the model fails, so search never depends on it.

async function withFallback<T>(what: string, remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
  if (!llmConfigured()) return local();
  try {
    return await remote();
  } catch (error) {
    console.warn(`${what}: the chat model failed, using the built-in one (${(error as Error).message})`);
    return local();
  }
}

export type Expansion = { terms: Array<{ text: string; weight: number }>; expandedQueries: string[] };

export async function expand(query: string, feedbackTexts: string[]): Promise<Expansion> {
  return withFallback(
    "query expansion",
    async () => {
      const { content } = await chat(
        [
          {
            role: "system",
            content:
              'Rewrite search queries. Answer with JSON {"queries": [...]}: 3 short alternative phrasings of the user\'s query using synonyms and related terms. No explanations.',
          },
          { role: "user", content: query },
        ],
        { json: true },
      );
      const queries = parseJsonAnswer<{ queries: unknown }>(content).queries;
      if (!Array.isArray(queries)) throw new Error("No queries in the answer.");
      const expandedQueries = queries.filter((q): q is string => typeof q === "string" && q.trim() !== "").slice(0, 5);
      return { terms: expandedQueries.map((text) => ({ text, weight: 0.5 })), expandedQueries };
    },
    async () => {
      const builtin = await expandBuiltin(query, { feedbackTexts });
      return {
        terms: builtin.expansions.map((e) => ({ text: e.term, weight: e.weight })),
        expandedQueries: builtin.expandedQueries,
      };
    },
  );
}

export async function rerank<T extends RerankCandidate>(query: string, candidates: T[]): Promise<T[]> {
  return withFallback(
    "rerank",
    async () => {
      const top = candidates.slice(0, 30);
      const listing = top.map((c, i) => `[${i + 1}] ${c.title ? `${c.title}: ` : ""}${c.content.slice(0, 600)}`).join("\n\n");
      const { content } = await chat(
        [
          {
            role: "system",
            content:
              'Judge how well each passage answers the query. Answer with JSON {"scores": [s1, s2, ...]}: one number from 0 (irrelevant) to 10 (answers it fully) per passage, in the given order.',
          },
          { role: "user", content: `Query: ${query}\n\nPassages:\n${listing}` },
        ],
        { json: true },
      );
      const scores = parseJsonAnswer<{ scores: unknown }>(content).scores;
      if (!Array.isArray(scores) || scores.length !== top.length || !scores.every((s) => typeof s === "number")) {
        throw new Error("The scores do not match the passages.");
      }
      const judged = top.map((c, i) => ({ ...c, score: Math.min(1, Math.max(0, (scores[i] as number) / 10)) * 0.8 + c.score * 0.2 }));
      return [...judged.sort((a, b) => b.score - a.score), ...candidates.slice(30).map((c) => ({ ...c, score: Math.min(c.score, 0.2) }))];
    },
    () => rerankBuiltin(query, candidates),
  );
}

export type Answerable = { id: string; title?: string; content: string };

export async function answer(query: string, sources: Answerable[]): Promise<{ answer: string; citations: string[] }> {
  if (sources.length === 0) return { answer: "", citations: [] };
  return withFallback(
    "answer",
    async () => {
      const listing = sources.map((s, i) => `[${i + 1}] ${s.title ? `${s.title}\n` : ""}${s.content}`).join("\n\n");
      const { content } = await chat([
        {
          role: "system",
          content:
            "Answer the question using only the numbered sources. Cite every sentence with the source number in brackets, like [1]. If the sources do not answer it, say so. Be concise.",
        },
        { role: "user", content: `Question: ${query}\n\nSources:\n${listing}` },
      ]);
      const text = content?.trim();
      if (!text) throw new Error("Empty answer.");
      // Renumber citations by first use, dropping numbers that name no source.
      const order: number[] = [];
      const renumbered = text.replace(/\s*\[(\d+)\]/g, (_match, n: string) => {
        const index = Number(n) - 1;
        if (!sources[index]) return "";
        if (!order.includes(index)) order.push(index);
        return ` [${order.indexOf(index) + 1}]`;
      });
      return { answer: renumbered, citations: order.map((i) => sources[i].id) };
    },
    () => extractiveAnswer(query, sources, { maxSentences: 4 }),
  );
}

import { beforeAll, describe, expect, it } from "vitest";
import { embedText } from "./embedder";
import { phrase, rerank } from "./rerank";
import { getWordModel } from "./word-model";

beforeAll(async () => {
  await getWordModel();
}, 180_000);

const filler = "Quarry keeps an index of every document it syncs and refreshes it on a schedule.";

describe("rerank", () => {
  it("moves an exact phrase match above scattered term matches", async () => {
    const candidates = [
      { id: "scattered", content: `Search results depend on relevance. ${filler} An index can be slow.`, score: 0.9 },
      { id: "phrase", content: `${filler} Tuning search index relevance takes a few minutes.`, score: 0.6 },
      { id: "other", content: "The cafeteria opens at noon on weekdays.", score: 0.7 },
    ];

    const ranked = await rerank("search index relevance", candidates);

    expect(ranked.map((c) => c.id)).toEqual(["phrase", "scattered", "other"]);
  });

  it("moves a title match up", async () => {
    const candidates = [
      { id: "body", title: "Release notes", content: `Password rules changed. ${filler}`, score: 0.8 },
      { id: "title", title: "Reset your password", content: `Open settings and choose a new password. ${filler}`, score: 0.7 },
    ];

    expect((await rerank("reset password", candidates))[0].id).toBe("title");
  });

  it("returns every candidate once with scores in [0, 1], best first", async () => {
    const candidates = Array.from({ length: 8 }, (_, i) => ({
      id: String(i),
      content: i % 2 ? `Invoices are emailed monthly. ${filler}` : filler,
      score: i,
    }));

    const ranked = await rerank("monthly invoices", candidates);

    expect(ranked.map((c) => c.id).sort()).toEqual(candidates.map((c) => c.id).sort());
    expect(ranked.every((c) => c.score >= 0 && c.score <= 1)).toBe(true);
    expect(ranked.map((c) => c.score)).toEqual([...ranked.map((c) => c.score)].sort((a, b) => b - a));
    expect(await rerank("monthly invoices", candidates)).toEqual(ranked);
  });

  it("uses stored embeddings of the query's dimension and keeps extra fields", async () => {
    const model = await getWordModel();
    const queryEmbedding = Array.from(embedText(model, "automobile repair"));
    const candidates = [
      { id: "a", content: "zzz", score: 0.5, embedding: Array.from(embedText(model, "fixing a broken car")), source: "x" },
      { id: "b", content: "zzz", score: 0.5, embedding: Array.from(embedText(model, "banana bread recipe")), source: "y" },
    ];

    const ranked = await rerank("automobile repair", candidates, { queryEmbedding });

    expect(ranked[0]).toMatchObject({ id: "a", source: "x" });
  });

  it("returns an empty list for no candidates", async () => {
    expect(await rerank("anything", [])).toEqual([]);
  });
});

describe("phrase", () => {
  it("scores a whole phrase 1 and a partial run less", () => {
    expect(phrase(["new", "york", "city"], ["in", "new", "york", "city", "today"])).toBe(1);
    expect(phrase(["new", "york", "city"], ["new", "york", "state"])).toBeCloseTo(1 / 3);
    expect(phrase(["new", "york"], ["york", "new"])).toBe(0);
  });
});

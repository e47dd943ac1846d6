import { beforeAll, describe, expect, it } from "vitest";
import { BUILTIN_EMBEDDING_MODEL, cosine, createBuiltinEmbedder } from "./embedder";
import { getWordModel } from "./word-model";

const embedder = createBuiltinEmbedder();

async function similarity(a: string, b: string): Promise<number> {
  const [x, y] = await embedder.embed([a, b]);
  return cosine(x, y);
}

beforeAll(async () => {
  await getWordModel();
}, 180_000);

describe("createBuiltinEmbedder", () => {
  it("names its model and returns unit vectors of 100 dimensions", async () => {
    const [vector] = await embedder.embed(["Quarry searches your documents."]);

    expect(embedder.model).toBe(BUILTIN_EMBEDDING_MODEL);
    expect(embedder.dimensions).toBe(100);
    expect(vector).toHaveLength(100);
    expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
  });

  it("puts related words closer than unrelated ones", async () => {
    expect(await similarity("car", "automobile")).toBeGreaterThan(await similarity("car", "banana"));
  });

  it("puts a paraphrase closer than an unrelated sentence", async () => {
    const source = "How do I reset my password?";
    const paraphrase = "I forgot my password and need to change it.";
    const unrelated = "The museum is closed on Mondays.";

    expect(await similarity(source, paraphrase)).toBeGreaterThan((await similarity(source, unrelated)) + 0.2);
  });

  it("is insensitive to case", async () => {
    expect(await similarity("Quarterly revenue grew", "quarterly REVENUE grew")).toBeCloseTo(1, 6);
  });

  it("matches texts naming the same unknown identifier", async () => {
    const source = "Error zxqvbnm during checkout";
    expect(await similarity(source, "the zxqvbnm error at checkout")).toBeGreaterThan(await similarity(source, "the qwxzrt error at checkout"));
    expect(await similarity("zxqvbnm", "zxqvbnm")).toBeCloseTo(1, 6);
  });

  it("gives empty and unknown texts a finite vector unrelated to any real text", async () => {
    const [empty, unknown, real] = await embedder.embed(["", "zxqvbnm qwxzrt", "search engines rank documents"]);

    for (const vector of [empty, unknown]) {
      expect(vector.every(Number.isFinite)).toBe(true);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
    }
    expect(Math.abs(cosine(empty, real))).toBeLessThan(1e-6);
  });

  it("returns the same vectors for the same texts", async () => {
    const texts = ["one text", "another text"];
    expect(await embedder.embed(texts)).toEqual(await embedder.embed(texts));
  });
});

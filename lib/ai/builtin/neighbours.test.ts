import { beforeAll, describe, expect, it } from "vitest";
import { isInflection, neighbours } from "./neighbours";
import { getWordModel } from "./word-model";

beforeAll(async () => {
  await getWordModel();
}, 180_000);

describe("neighbours", () => {
  it("finds words of related meaning, most similar first", async () => {
    const found = await neighbours("doctor", { k: 8 });

    expect(found.map((n) => n.word)).toContain("physician");
    expect(found.map((n) => n.similarity)).toEqual([...found.map((n) => n.similarity)].sort((a, b) => b - a));
  });

  it("leaves out the word itself, its inflections and stopwords", async () => {
    const words = (await neighbours("car", { k: 10 })).map((n) => n.word);

    expect(words).toHaveLength(10);
    expect(words).not.toContain("car");
    expect(words).not.toContain("cars");
    expect(words.filter((w) => ["the", "a", "its", "and"].includes(w))).toEqual([]);
  });

  it("returns nothing for an unknown word", async () => {
    expect(await neighbours("zxqvbnm")).toEqual([]);
  });

  it("honours a minimum similarity", async () => {
    const found = await neighbours("search", { k: 50, minSimilarity: 0.65 });
    expect(found.every((n) => n.similarity >= 0.65)).toBe(true);
  });
});

describe("isInflection", () => {
  it("recognises plural, verb and stem variants", () => {
    expect(isInflection("car", "cars")).toBe(true);
    expect(isInflection("run", "running")).toBe(true);
    expect(isInflection("car", "truck")).toBe(false);
  });
});

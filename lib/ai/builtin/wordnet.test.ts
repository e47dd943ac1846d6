import { describe, expect, it } from "vitest";
import { antonyms, synonyms } from "./wordnet";

describe("synonyms", () => {
  it("lists the other lemmas of the first sense", () => {
    expect(synonyms("car")).toEqual(expect.arrayContaining(["automobile", "auto"]));
    expect(synonyms("car")).not.toContain("car");
  });

  it("finds the base form of an inflected word", () => {
    expect(synonyms("cars")).toContain("automobile");
    expect(synonyms("cars")).not.toContain("car");
  });

  it("covers verbs, adjectives and multi-word lemmas", () => {
    expect(synonyms("buy")).toContain("purchase");
    expect(synonyms("big")).toContain("large");
    expect(synonyms("search", { maxSenses: 3 })).toContain("look for");
  });

  it("returns nothing for unknown words", () => {
    expect(synonyms("zxqvbnm")).toEqual([]);
    expect(synonyms("   ")).toEqual([]);
  });
});

describe("antonyms", () => {
  it("lists direct antonyms", () => {
    expect(antonyms("cheap")).toContain("expensive");
    expect(antonyms("increase")).toContain("decrease");
    expect(antonyms("car")).toEqual([]);
  });
});

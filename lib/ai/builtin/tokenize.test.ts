import { describe, expect, it } from "vitest";
import { contentTerms, foldDiacritics, isStopword, tokenize, tokenSpans } from "./tokenize";

describe("tokenize", () => {
  it("lowercases words and keeps numbers, including decimals", () => {
    expect(tokenize("Quarry 2.0 indexed 1,250 PDFs in 3.5 s!")).toEqual(["quarry", "2.0", "indexed", "1,250", "pdfs", "in", "3.5", "s"]);
  });

  it("keeps hyphenated words and apostrophes inside words", () => {
    expect(tokenize("A state-of-the-art search engine’s index isn't slow")).toEqual([
      "a", "state-of-the-art", "search", "engine's", "index", "isn't", "slow",
    ]);
  });

  it("handles non-Latin scripts and accents", () => {
    expect(tokenize("Café Zürich — Москва 東京")).toEqual(["café", "zürich", "москва", "東京"]);
    expect(foldDiacritics("zürich")).toBe("zurich");
  });

  it("reports offsets into the original text", () => {
    const text = "Hello, Wörld";
    expect(tokenSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual(["Hello", "Wörld"]);
  });
});

describe("contentTerms", () => {
  it("drops stopwords and possessives", () => {
    expect(contentTerms("What is the capital of France's neighbour?")).toEqual(["capital", "france", "neighbour"]);
    expect(isStopword("the")).toBe(true);
    expect(isStopword("search")).toBe(false);
  });
});

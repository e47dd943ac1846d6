import { describe, expect, it } from "vitest";
import { chunkDocument, estimateTokens } from "./chunker";

const sentence = (i: number) => `Sentence ${i} explains how search engines split long documents into chunks.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, k) => sentence(from + k)).join(" ");

describe("chunkDocument", () => {
  it("returns no chunks for empty content", () => {
    expect(chunkDocument({ title: "Empty", content: "" })).toEqual([]);
    expect(chunkDocument({ content: " \n\n  " })).toEqual([]);
  });

  it("keeps a short document in one chunk titled with the document title", () => {
    const chunks = chunkDocument({ title: "Notes", content: "Just one line." });
    expect(chunks).toEqual([{ ordinal: 0, title: "Notes", content: "Just one line.", tokenCount: estimateTokens("Just one line.") }]);
  });

  it("carries the heading path into each chunk's title", () => {
    const content = "# Guide\n\nIntro.\n\n## Install\n\nRun the installer.\n\n### Linux\n\nUse the package.\n\n## Use\n\nSearch.";
    const chunks = chunkDocument({ title: "Quarry", content });

    expect(chunks.map((c) => [c.title, c.content])).toEqual([
      ["Quarry › Guide", "Intro."],
      ["Quarry › Guide › Install", "Run the installer."],
      ["Quarry › Guide › Install › Linux", "Use the package."],
      ["Quarry › Guide › Use", "Search."],
    ]);
    expect(chunks.map((c) => c.ordinal)).toEqual([0, 1, 2, 3]);
  });

  it("does not repeat a first heading equal to the title, nor treat code comments as headings", () => {
    const content = "# Quarry\n\nText.\n\n```sh\n# install it\nnpm install\n```";
    const chunks = chunkDocument({ title: "Quarry", content });

    expect(chunks).toHaveLength(1);
    expect(chunks[0].title).toBe("Quarry");
    expect(chunks[0].content).toContain("# install it");
  });

  it("makes chunks of 300-500 tokens that end at sentence boundaries", () => {
    const content = [paragraph(0, 20), paragraph(100, 40), paragraph(200, 20)].join("\n\n");
    const chunks = chunkDocument({ content });

    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBeLessThanOrEqual(500);
      expect(chunk.content).toMatch(/^Sentence \d+ .*chunks\.$/s);
      expect(content).toContain(chunk.content);
    }
    for (const chunk of chunks.slice(0, -1)) expect(chunk.tokenCount).toBeGreaterThanOrEqual(300);
  });

  it("overlaps consecutive chunks of a section by about 50 tokens of whole sentences", () => {
    const chunks = chunkDocument({ content: paragraph(0, 80) });

    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1].content;
      const firstSentence = chunks[i].content.match(/^Sentence \d+[^.]*\./)?.[0] ?? "";
      const shared = previous.slice(previous.indexOf(firstSentence));
      expect(chunks[i].content.startsWith(shared)).toBe(true);
      expect(estimateTokens(shared)).toBeGreaterThanOrEqual(30);
      expect(estimateTokens(shared)).toBeLessThanOrEqual(75);
    }
  });

  it("does not overlap chunks of different sections", () => {
    const chunks = chunkDocument({ content: `# A\n\n${paragraph(0, 30)}\n\n# B\n\n${paragraph(100, 5)}` });
    const last = chunks.at(-1)!;

    expect(last.title).toBe("B");
    expect(last.content.startsWith("Sentence 100 ")).toBe(true);
  });

  it("splits a sentence with no end at word boundaries", () => {
    const words = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(" ");
    const chunks = chunkDocument({ content: words });

    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.tokenCount <= 500)).toBe(true);
    expect(chunks.map((c) => c.content).join(" ").split(" ").filter((w, i, all) => all.indexOf(w) === i)).toHaveLength(1500);
  });

  it("is deterministic", () => {
    const content = `# T\n\n${paragraph(0, 50)}`;
    expect(chunkDocument({ content })).toEqual(chunkDocument({ content }));
  });
});

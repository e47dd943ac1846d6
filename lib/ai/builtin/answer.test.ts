import { beforeAll, describe, expect, it } from "vitest";
import { extractiveAnswer } from "./answer";
import { getWordModel } from "./word-model";

beforeAll(async () => {
  await getWordModel();
}, 180_000);

const results = [
  {
    id: "doc-billing",
    title: "Billing",
    content:
      "Invoices are generated on the first day of each month. Dr. Lee, our controller, approves refunds above $1,000.50 e.g. for annual plans. " +
      "The office has a new coffee machine.",
  },
  {
    id: "doc-refunds",
    title: "Refunds",
    content:
      "# Refund policy\n\nRefunds are issued within 14 days of a cancellation request. Customers receive refunds on the original card. " +
      "Our mascot is a friendly otter.",
  },
  { id: "doc-unrelated", content: "The parking garage closes at midnight on weekends." },
];

/** Splits "sentence [n] sentence [m]" into [sentence, n] pairs. */
function parse(answer: string): Array<[string, number]> {
  return [...answer.matchAll(/(.+?) \[(\d+)\](?: |$)/gs)].map((m) => [m[1], Number(m[2])]);
}

describe("extractiveAnswer", () => {
  it("answers with verbatim sentences, each cited to the result it came from", async () => {
    const { answer, citations } = await extractiveAnswer("When are refunds issued?", results);
    const sentences = parse(answer);

    expect(sentences.length).toBeGreaterThan(0);
    for (const [sentence, n] of sentences) {
      const cited = results.find((r) => r.id === citations[n - 1]);
      expect(cited?.content).toContain(sentence);
    }
    expect(answer).toContain("Refunds are issued within 14 days of a cancellation request. [1]");
    expect(citations[0]).toBe("doc-refunds");
  });

  it("keeps abbreviations and decimals inside one sentence", async () => {
    const { answer } = await extractiveAnswer("Who approves refunds above $1,000?", results, { maxSentences: 1 });

    expect(answer).toBe("Dr. Lee, our controller, approves refunds above $1,000.50 e.g. for annual plans. [1]");
  });

  it("numbers citations in first-cited order and keeps sentences in reading order", async () => {
    const { answer, citations } = await extractiveAnswer("invoices monthly refunds cancellation", results, { maxSentences: 4 });
    const cited = parse(answer).map(([, n]) => n);

    expect(cited).toEqual([...cited].sort((a, b) => a - b));
    expect(cited[0]).toBe(1);
    expect([...citations].sort()).toEqual(["doc-billing", "doc-refunds"]);
  });

  it("leaves out sentences that have nothing to do with the query", async () => {
    const { answer } = await extractiveAnswer("refund cancellation policy", results);

    expect(answer).not.toContain("otter");
    expect(answer).not.toContain("coffee");
    expect(answer).not.toContain("Refund policy [");
  });

  it("respects maxSentences", async () => {
    const { answer } = await extractiveAnswer("refunds invoices", results, { maxSentences: 2 });
    expect(parse(answer).length).toBeLessThanOrEqual(2);
  });

  it("returns an empty answer without results", async () => {
    expect(await extractiveAnswer("anything", [])).toEqual({ answer: "", citations: [] });
  });
});

import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

const texts = (input: string) => splitSentences(input).map((s) => s.text);

describe("splitSentences", () => {
  it("does not split after abbreviations, initials or inside decimals", () => {
    expect(texts("Dr. Smith measured 3.14 units, e.g. Paris. J. R. R. Tolkien agreed. See Fig. 2 now.")).toEqual([
      "Dr. Smith measured 3.14 units, e.g. Paris.",
      "J. R. R. Tolkien agreed.",
      "See Fig. 2 now.",
    ]);
  });

  it("splits on ! ? and closing quotes", () => {
    expect(texts('It fell! Did it? "Yes." She left.')).toEqual(["It fell!", "Did it?", '"Yes."', "She left."]);
  });

  it("ends sentences at blank lines, list items and headings, without their markers", () => {
    expect(texts("# Setup\nInstall it\n\n- First item. Second part.\n1. Numbered\n> Quoted")).toEqual([
      "Setup", "Install it", "First item.", "Second part.", "Numbered", "Quoted",
    ]);
  });

  it("returns verbatim spans of the input", () => {
    const input = "  Intro line.\n\n* Bullet one. And two?\nTail";
    for (const span of splitSentences(input)) expect(input.slice(span.start, span.end)).toBe(span.text);
  });
});

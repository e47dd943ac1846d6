import { describe, expect, it } from "vitest";
import { defaultDocumentId, markdownTitle, parseMetadata, slugify } from "./new-document";

describe("new documents", () => {
  it("derives ids from titles", () => {
    expect(slugify("Crème brûlée: the RFC (v2)!")).toBe("creme-brulee-the-rfc-v2");
    expect(slugify("!!!")).toBe("document");
    expect(defaultDocumentId("Returns policy")).toMatch(/^returns-policy-[a-z0-9]{6}$/);
  });

  it("takes the first Markdown heading as the title", () => {
    expect(markdownTitle("intro\n\n## Tide Tables ##\n\n# Later")).toBe("Tide Tables");
    expect(markdownTitle("no heading\n#hashtag")).toBeUndefined();
  });

  it("accepts only a JSON object as metadata", () => {
    expect(parseMetadata("  ")).toEqual({ ok: true, value: undefined });
    expect(parseMetadata('{"team": "Support"}')).toEqual({ ok: true, value: { team: "Support" } });
    expect(parseMetadata("[1]")).toMatchObject({ ok: false });
    expect(parseMetadata("{team: 1}")).toMatchObject({ ok: false });
  });
});

import { describe, expect, it } from "vitest";
import type { Collection } from "../collections/access";
import { STANDARD_FIELDS } from "../documents/metadata-fields";
import { searchDescription, snippet } from "./search-tool";

describe("snippet", () => {
  it("keeps short text whole, with its whitespace flattened", () => {
    expect(snippet("  Two\n\n lines  ")).toBe("Two lines");
  });

  it("cuts long text to at most 300 characters, ending in an ellipsis", () => {
    const cut = snippet("word ".repeat(200));
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("searchDescription", () => {
  it("lists every field with its JSON types", () => {
    const collection = { id: "handbook", name: "Handbook" } as Collection;
    const text = searchDescription(collection, [...STANDARD_FIELDS, { name: "year", type: "number" as const }]);
    expect(text).toContain('"Handbook" (id handbook)');
    expect(text).toContain("- created_at (string, ISO 8601 date): ISO 8601 timestamp");
    expect(text).toContain("- year (number)");
  });
});

import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { formatFilterValue, parseFilterValue } from "./filter-value";
import { highlight, queryTerms, snippet } from "./highlight";
import { readSearchState, searchRequest, searchStateHref } from "./search-state";

describe("parseFilterValue", () => {
  it("recognises numbers, booleans, null, ISO dates and text", () => {
    expect(parseFilterValue("eq", " 42 ")).toEqual({ ok: true, value: 42, kind: "number" });
    expect(parseFilterValue("eq", "TRUE")).toEqual({ ok: true, value: true, kind: "boolean" });
    expect(parseFilterValue("neq", "null")).toEqual({ ok: true, value: null, kind: "null" });
    expect(parseFilterValue("gte", "2025-06-01")).toEqual({ ok: true, value: "2025-06-01", kind: "date" });
    expect(parseFilterValue("eq", "Engineering")).toEqual({ ok: true, value: "Engineering", kind: "text" });
    expect(parseFilterValue("eq", '"42"')).toEqual({ ok: true, value: "42", kind: "text" });
  });

  it("splits lists for `in` and checks what the range operators accept", () => {
    expect(parseFilterValue("in", "Sales, 3, , true")).toEqual({ ok: true, value: ["Sales", 3, true], kind: "list", count: 3 });
    expect(parseFilterValue("in", " , ")).toMatchObject({ ok: false });
    expect(parseFilterValue("gt", "soon")).toMatchObject({ ok: false });
    expect(parseFilterValue("eq", "  ")).toMatchObject({ ok: false });
    expect(parseFilterValue("contains", "true")).toEqual({ ok: true, value: "true", kind: "text" });
  });

  it("formats values back to text that parses to the same value", () => {
    for (const [operator, value] of [["eq", "42"], ["eq", 42], ["in", ["a", 1, false]], ["lt", "2025-01-01"], ["eq", null]] as const) {
      const parsed = parseFilterValue(operator, formatFilterValue(value));
      expect(parsed.ok && parsed.value).toEqual(value);
    }
  });
});

describe("search state in the URL", () => {
  it("round-trips through the query string, leaving defaults out", () => {
    const state = {
      query: "battery swap",
      mode: "keyword" as const,
      filters: [{ field: "team", operator: "eq" as const, value: "Engineering" }],
      rerank: true,
      expand: false,
      answer: true,
      limit: 20,
    };
    const href = searchStateHref("/collections/c", state);
    expect(href).not.toContain("expand");
    expect(readSearchState(new URL(href, "http://x").searchParams)).toEqual(state);
    expect(searchStateHref("/collections/c", { ...state, query: "", mode: "hybrid", filters: [], rerank: false, answer: false, limit: 10 })).toBe("/collections/c");
  });

  it("falls back to defaults for unknown or malformed parameters", () => {
    const state = readSearchState(new URLSearchParams("q=x&mode=fuzzy&limit=500&filters=not-json"));
    expect(state).toMatchObject({ mode: "hybrid", limit: 10, filters: [] });
    expect(searchRequest("c", { ...state, query: "" })).toBeNull();
    expect(searchRequest("c", state)).toEqual({ collectionId: "c", query: "x", limit: 10, mode: "hybrid" });
  });
});

describe("highlight", () => {
  it("marks query words as elements and keeps markup as plain text", () => {
    const nodes = highlight("Robots <img src=x onerror=alert(1)> robot", queryTerms("the robot"));
    expect(nodes.filter(isValidElement)).toHaveLength(2);
    expect(nodes).toContain(" <img src=x onerror=alert(1)> ");
  });

  it("cuts long passages around the first match", () => {
    const text = `${"filler ".repeat(100)}the battery swap happens here ${"more ".repeat(100)}`;
    const { text: cut, truncated } = snippet(text, queryTerms("battery"));
    expect(truncated).toBe(true);
    expect(cut).toContain("battery swap");
    expect(cut.startsWith("…")).toBe(true);
    expect(cut.length).toBeLessThan(340);
  });
});

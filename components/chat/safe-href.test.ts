import { expect, it } from "vitest";
import { safeHref } from "./safe-href";

it("links web addresses only", () => {
  expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
  expect(safeHref("javascript:alert(1)")).toBeNull();
  expect(safeHref("/relative")).toBeNull();
  expect(safeHref(null)).toBeNull();
});

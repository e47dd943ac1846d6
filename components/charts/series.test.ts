import { describe, expect, it } from "vitest";
import { humanize, metricValue, seriesOf } from "./series";

describe("seriesOf", () => {
  it("uses the chart's own keys when the rows have them", () => {
    const data = [{ label: "2025-01", value: 3 }];
    expect(seriesOf({ data, xKey: "label", yKeys: ["value"] })).toEqual({ xKey: "label", yKeys: ["value"] });
  });

  it("takes the first column as the category and the numeric columns as series for SQL rows", () => {
    const data = [
      { region: "EU", orders: 4, revenue: 10.5, note: "x" },
      { region: "US", orders: null, revenue: 7, note: "y" },
    ];
    expect(seriesOf({ data })).toEqual({ xKey: "region", yKeys: ["orders", "revenue"] });
  });

  it("ignores keys that no row has", () => {
    expect(seriesOf({ data: [{ a: "x", b: 1 }], xKey: "missing", yKeys: ["gone"] })).toEqual({ xKey: "a", yKeys: ["b"] });
  });
});

describe("metricValue", () => {
  it("reads value from the first row, or the first series", () => {
    expect(metricValue({ data: [{ label: "all", value: 42 }] })).toBe(42);
    expect(metricValue({ data: [{ total: 7 }] })).toBe(7);
    expect(metricValue({ data: [] })).toBeNull();
  });
});

it("humanizes column names", () => {
  expect(humanize("readingMinutes")).toBe("Reading minutes");
  expect(humanize("created_at")).toBe("Created at");
});

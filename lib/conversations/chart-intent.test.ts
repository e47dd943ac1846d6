import { describe, expect, it } from "vitest";
import { parseChartIntent } from "./chart-intent";

const fields = [
  { name: "source", type: "string" as const },
  { name: "title", type: "string" as const },
  { name: "author", type: "string" as const },
  { name: "created_at", type: "date" as const },
  { name: "updated_at", type: "date" as const },
  { name: "team", type: "string" as const },
  { name: "tags", type: "array" as const },
  { name: "readingMinutes", type: "number" as const },
];

describe("parseChartIntent", () => {
  it.each([
    ["documents per month", { groupBy: { field: "created_at", bucket: "month" }, metric: { op: "count" } }, "line"],
    ["How many documents were updated per week by updated_at?", { groupBy: { field: "updated_at", bucket: "week" }, metric: { op: "count" } }, "line"],
    ["count by author", { groupBy: { field: "author" }, metric: { op: "count" } }, "bar"],
    ["Average reading minutes by team", { groupBy: { field: "team" }, metric: { op: "avg", field: "readingMinutes" } }, "bar"],
    ["top 5 sources", { groupBy: { field: "source" }, metric: { op: "count" }, limit: 5 }, "bar"],
    ["pie chart of documents by tags", { groupBy: { field: "tags" }, metric: { op: "count" } }, "pie"],
    ["how many documents are there?", { metric: { op: "count" } }, "metric"],
    ["total readingMinutes", { metric: { op: "sum", field: "readingMinutes" } }, "metric"],
  ])("reads %j", (question, query, type) => {
    const intent = parseChartIntent(question, fields);
    expect(intent?.query).toEqual(query);
    expect(intent?.type).toBe(type);
  });

  it.each(["How do I reset a robot?", "What did the postmortem say about the outage?", "Tell me about sourdough"])(
    "leaves %j to search",
    (question) => {
      expect(parseChartIntent(question, fields)).toBeNull();
    },
  );
});

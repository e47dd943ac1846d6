import type { ChartQuery, ChartType } from "@/db/schema";
import type { MetadataField } from "../documents/metadata-fields";

export type ChartIntent = { title: string; type: ChartType; query: Omit<Extract<ChartQuery, { kind: "aggregate" }>, "collectionId" | "kind"> };

const TIME = /\b(?:per|by|each|every)\s+(day|week|month)\b|\b(daily|weekly|monthly)\b|\bover time\b/;
const OPS: Array<[RegExp, "avg" | "sum" | "min" | "max"]> = [
  [/\b(?:average|avg|mean)\b/, "avg"],
  [/\b(?:sum|total)\b/, "sum"],
  [/\b(?:maximum|max|highest|largest)\b/, "max"],
  [/\b(?:minimum|min|lowest|smallest)\b/, "min"],
];
const COUNTING = /\b(?:how many|count|number of|documents|docs|articles|pages|entries|top \d+)\b/;
const TYPES: Array<[RegExp, ChartType]> = [
  [/\bpie\b|\bshare\b|\bbreakdown\b/, "pie"],
  [/\bline\b|\btrend\b/, "line"],
  [/\barea\b/, "area"],
  [/\btable\b/, "table"],
  [/\bbar\b/, "bar"],
];

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .toLowerCase()
    .trim();
const singular = (word: string) => (word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);
const normal = (text: string) => text.split(/\s+/).map(singular).join(" ");

/** The metadata field a phrase names ("teams", "reading minutes", "created_at"), if any. */
function findField(phrase: string, fields: MetadataField[], accept: (f: MetadataField) => boolean = () => true): MetadataField | undefined {
  const target = normal(words(phrase));
  const squash = (t: string) => t.replace(/\s+/g, "");
  const candidates = fields.filter(accept);
  return (
    candidates.find((f) => normal(words(f.name)) === target) ??
    candidates.find((f) => squash(normal(words(f.name))) === squash(target)) ??
    candidates.find((f) => target.startsWith(normal(words(f.name)))) ??
    candidates.find((f) => normal(words(f.name)).includes(target) && target.length >= 3)
  );
}

/** The field named right after a preposition ("by team", "per author"), scanning up to three words. */
function fieldAfter(question: string, pattern: RegExp, fields: MetadataField[], accept?: (f: MetadataField) => boolean) {
  const match = pattern.exec(question);
  if (!match) return undefined;
  const rest = question.slice(match.index + match[0].length).split(/[^a-z0-9_\s-]|\s+(?:and|with|for|in|over|as|where)\s+/)[0].trim().split(/\s+/);
  for (let n = Math.min(3, rest.length); n >= 1; n--) {
    const field = findField(rest.slice(0, n).join(" "), fields, accept);
    if (field) return field;
  }
  return undefined;
}

/**
 * Reads an analytic question ("documents per month", "count by author", "average readingMinutes by
 * team", "top 5 sources") as an aggregation over the collection's known metadata fields; null
 * when the question is not one.
 */
export function parseChartIntent(text: string, fields: MetadataField[]): ChartIntent | null {
  const question = text.toLowerCase().replace(/[?!.]+$/g, "");
  const explicitType = TYPES.find(([re]) => re.test(question))?.[1];
  const top = /\btop\s+(\d{1,3})\s+([a-z_][\w\s-]*)/.exec(question);
  const limit = top ? Math.min(100, Number(top[1])) : undefined;

  let metric: ChartIntent["query"]["metric"] = { op: "count" };
  for (const [re, op] of OPS) {
    const match = re.exec(question);
    if (!match) continue;
    const field = fieldAfter(question, new RegExp(`${match[0]}(?:\\s+of)?(?:\\s+the)?`), fields, (f) => f.type === "number");
    if (field) metric = { op, field: field.name };
    break;
  }

  const time = TIME.exec(question);
  if (time) {
    const unit = (time[1] ?? time[2]?.replace(/ly$/, "").replace(/^dai$/, "day") ?? "month") as "day" | "week" | "month";
    const dateField =
      fieldAfter(question, /\b(?:by|of|using)\s+(?=\w+_at\b|\w*date)/, fields, (f) => f.type === "date") ??
      fields.find((f) => question.includes(words(f.name)) && f.type === "date") ??
      fields.find((f) => f.name === "created_at")!;
    return {
      title: `${metric.op === "count" ? "Documents" : `${capital(metric.op)} ${words(metric.field!)}`} per ${unit}`,
      type: explicitType && explicitType !== "pie" ? explicitType : "line",
      query: { groupBy: { field: dateField.name, bucket: unit }, metric, ...(limit ? { limit } : {}) },
    };
  }

  const groupField =
    fieldAfter(question, /\b(?:by|per|for each|across|grouped by|split by)\s+/, fields) ??
    (top ? findField(top[2].trim().split(/\s+/).slice(0, 2).join(" "), fields) ?? findField(top[2].trim().split(/\s+/)[0], fields) : undefined);
  if (groupField) {
    const label = metric.op === "count" ? (top ? `Top ${limit} ${words(groupField.name)}s` : `Documents by ${words(groupField.name)}`) : `${capital(metric.op)} ${words(metric.field!)} by ${words(groupField.name)}`;
    return { title: label, type: explicitType ?? "bar", query: { groupBy: { field: groupField.name }, metric, ...(limit ? { limit } : {}) } };
  }
  if (metric.op !== "count" || /\bhow many\b|\bnumber of\b|\bcount\b/.test(question)) {
    if (!COUNTING.test(question) && metric.op === "count") return null;
    return { title: metric.op === "count" ? "Documents" : `${capital(metric.op)} ${words(metric.field!)}`, type: "metric", query: { metric } };
  }
  return null;
}

const capital = (op: string) => ({ avg: "Average", sum: "Total", min: "Minimum", max: "Maximum", count: "Count" })[op] ?? op;

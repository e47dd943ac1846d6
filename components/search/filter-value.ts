import type { FilterOperator } from "@/lib/api-client/search";

type Scalar = string | number | boolean | null;
export type ValueKind = "text" | "number" | "date" | "boolean" | "null" | "list";
export type ParsedValue = { ok: true; value: Scalar | Scalar[]; kind: ValueKind; count?: number } | { ok: false; error: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
// Mirrors isIsoDate in lib/search/schemas (not imported: that module would bring zod into the page bundle).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isIsoDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(text));

/**
 * Turns what was typed into a filter value: numbers, ISO dates, true/false and null are
 * recognised; "quotes" force text; `in` takes a comma-separated list.
 */
export function parseFilterValue(operator: FilterOperator, text: string): ParsedValue {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: "Enter a value." };
  if (operator === "in") {
    const items = splitList(trimmed).map(parseScalar);
    if (items.length === 0) return { ok: false, error: "Enter one or more values, separated by commas." };
    return { ok: true, value: items.map((i) => i.value), kind: "list", count: items.length };
  }
  const scalar = parseScalar(trimmed);
  if (operator === "gt" || operator === "gte" || operator === "lt" || operator === "lte") {
    if (scalar.kind !== "number" && scalar.kind !== "date") return { ok: false, error: "Use a number or an ISO date such as 2025-06-01." };
  }
  if (operator === "contains" && (scalar.kind === "boolean" || scalar.kind === "null")) {
    return { ok: true, value: trimmed, kind: "text" };
  }
  return { ok: true, ...scalar };
}

function parseScalar(text: string): { value: Scalar; kind: Exclude<ValueKind, "list"> } {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return { value: text.slice(1, -1), kind: "text" };
  if (NUMBER.test(text)) return { value: Number(text), kind: "number" };
  if (/^(true|false)$/i.test(text)) return { value: text.toLowerCase() === "true", kind: "boolean" };
  if (text === "null") return { value: null, kind: "null" };
  if (isIsoDate(text)) return { value: text, kind: "date" };
  return { value: text, kind: "text" };
}

function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The text that parses back to `value` (strings that would read as another type get quotes). */
export function formatFilterValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatScalar).join(", ");
  return formatScalar(value);
}

function formatScalar(value: unknown): string {
  if (typeof value === "string") {
    const kind = parseScalar(value).kind;
    return kind === "text" || kind === "date" ? value : `"${value}"`;
  }
  if (value === null || value === undefined) return "null";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function describeValue(parsed: ParsedValue): string {
  if (!parsed.ok) return "";
  return parsed.kind === "list" ? `list of ${parsed.count}` : parsed.kind;
}

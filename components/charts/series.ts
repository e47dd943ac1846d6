import type { ChartRow, ChartType } from "@/lib/api-client/conversations";

/** What a chart view needs: the stored data and how to read it. Public views carry no query. */
export type ChartLike = {
  title: string;
  type: ChartType;
  data: ChartRow[];
  xKey?: string | null;
  yKeys?: string[] | null;
  stale?: boolean;
  staleReason?: string | null;
  lastSuccessAt?: string | null;
};

/** Every column that appears in the rows, in first-seen order. */
export function columnsOf(data: ChartRow[]): string[] {
  const seen = new Set<string>();
  for (const row of data) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

const isNumeric = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/**
 * The category column and the numeric series. The chart's own keys win; otherwise the first column
 * is the category and every column holding only numbers (and nulls) is a series.
 */
export function seriesOf(chart: Pick<ChartLike, "data" | "xKey" | "yKeys">): { xKey: string; yKeys: string[] } {
  const columns = columnsOf(chart.data);
  const xKey = chart.xKey && columns.includes(chart.xKey) ? chart.xKey : (columns[0] ?? "label");
  const given = (chart.yKeys ?? []).filter((key) => columns.includes(key));
  if (given.length) return { xKey, yKeys: given };
  const numeric = columns.filter(
    (key) => key !== xKey && chart.data.some((row) => isNumeric(row[key])) && chart.data.every((row) => row[key] == null || isNumeric(row[key])),
  );
  return { xKey, yKeys: numeric };
}

/** The single figure of a metric chart: `value`, else the first series of the first row. */
export function metricValue(chart: Pick<ChartLike, "data" | "xKey" | "yKeys">): string | number | null {
  const row = chart.data[0];
  if (!row) return null;
  if ("value" in row) return row.value;
  const { yKeys } = seriesOf(chart);
  return yKeys.length ? row[yKeys[0]] : (Object.values(row)[0] ?? null);
}

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function formatValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "number" ? numberFormat.format(value) : value;
}

/** Column names as headings: "readingMinutes" → "Reading minutes", "created_at" → "Created at". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** Distinct on light and dark backgrounds; series and pie slices take them in turn. */
export const PALETTE = ["#6366f1", "#14b8a6", "#f59e0b", "#ec4899", "#0ea5e9", "#84cc16", "#a855f7", "#f97316"];

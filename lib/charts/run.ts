import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceConnections, type Chart, type ChartQuery } from "@/db/schema";
import { connectorContext } from "../connections/runtime";
import { AppError } from "../errors";
import { getConnector } from "../sources/registry";
import { ConnectorError } from "../sources/types";
import { runAggregate } from "./aggregate";

export const SQL_LIMITS = { timeoutMs: 5_000, maxRows: 1_000 };

export type ChartData = Pick<Chart, "data" | "xKey" | "yKeys">;

/** Runs a chart's query: an aggregation over documents, or read-only SQL on a database source. */
export async function runChartQuery(query: ChartQuery, orgId: string): Promise<ChartData> {
  if (query.kind === "aggregate") {
    const data = await runAggregate(query);
    return { data, xKey: "label", yKeys: ["value"] };
  }
  const db = await getDb();
  const [connection] = await db
    .select()
    .from(sourceConnections)
    .where(and(eq(sourceConnections.id, query.sourceConnectionId), eq(sourceConnections.orgId, orgId)));
  if (!connection) throw new AppError("invalid_request", "The chart's source connection does not exist.");
  const connector = getConnector(connection.shortName);
  if (!connector?.query) throw new AppError("invalid_request", "Charts can run SQL on database sources only.");
  try {
    const result = await connector.query(await connectorContext(connection, AbortSignal.timeout(15_000)), query.sql, SQL_LIMITS);
    const data = result.rows.map((row) => Object.fromEntries(result.columns.map((c) => [c, scalar(row[c])])));
    const [xKey, ...rest] = result.columns;
    const yKeys = rest.filter((c) => data.every((r) => r[c] === null || typeof r[c] === "number"));
    return { data, xKey, yKeys: yKeys.length ? yKeys : rest.slice(0, 1) };
  } catch (error) {
    if (error instanceof ConnectorError) throw new AppError("invalid_request", `The chart's SQL failed: ${error.message}`);
    throw error;
  }
}

function scalar(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) && value.length < 16) return Number(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

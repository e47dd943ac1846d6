import type { FieldPacket, RowDataPacket } from "mysql2/promise";
import type { ConnectorContext, QueryLimits, QueryResult } from "@/lib/sources/types";
import { connect, mysqlError, parseCredentials, readOnly } from "./client";

/** A chart's statement, in a read-only transaction with a time limit; at most maxRows rows. */
export async function runReadOnly(ctx: ConnectorContext, statement: string, limits: QueryLimits): Promise<QueryResult> {
  const connection = await connect(parseCredentials(ctx.credentials)).catch((error: unknown) => {
    throw mysqlError(error, "source_unreachable");
  });
  try {
    const [rows, fields] = await readOnly(connection, () =>
      connection.query<RowDataPacket[]>({ sql: statement, timeout: limits.timeoutMs, rowsAsArray: false }),
    );
    const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
    const columns = ((fields ?? []) as FieldPacket[]).map((f) => f.name);
    return { columns, rows: list.slice(0, limits.maxRows), truncated: list.length > limits.maxRows };
  } catch (error) {
    throw mysqlError(error, "source_unreachable");
  } finally {
    await connection.end().catch(() => {});
  }
}

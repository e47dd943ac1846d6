import type { ConnectorContext, QueryLimits, QueryResult } from "@/lib/sources/types";
import { connect, pgError } from "./client";

/** A chart's statement, in a read-only transaction with a statement timeout; at most maxRows rows. */
export async function runReadOnly(ctx: ConnectorContext, statement: string, limits: QueryLimits): Promise<QueryResult> {
  const sql = connect(ctx.credentials);
  try {
    return await sql.begin("read only", async (tx) => {
      await tx`select set_config('statement_timeout', ${String(limits.timeoutMs)}, true)`;
      const cursor = tx.unsafe(statement).cursor(limits.maxRows + 1);
      let rows: Record<string, unknown>[] = [];
      let columns: string[] = [];
      for await (const page of cursor) {
        rows = page as Record<string, unknown>[];
        columns = (page as unknown as { columns?: Array<{ name: string }> }).columns?.map((c) => c.name) ?? Object.keys(rows[0] ?? {});
        break;
      }
      return { columns, rows: rows.slice(0, limits.maxRows), truncated: rows.length > limits.maxRows };
    });
  } catch (error) {
    throw pgError(error, "source_unreachable");
  } finally {
    await sql.end({ timeout: 1 });
  }
}

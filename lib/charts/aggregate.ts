import { sql, type SQL } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import type { ChartQuery } from "@/db/schema";
import { filtersSql } from "../search/filters";
import type { Filter } from "../search/schemas";

type Aggregate = Extract<ChartQuery, { kind: "aggregate" }>;

const BUCKETS = { day: "day", week: "week", month: "month" } as const;

/**
 * Groups a collection's documents by a metadata field (array values count once per element) or
 * by a time bucket of a date field, and computes count, sum, avg, min or max. Field names are
 * parameters, never SQL text.
 */
export async function runAggregate(query: Aggregate): Promise<Array<{ label: string; value: number }>> {
  const db = await getDb();
  const metric = metricSql(query.metric);
  const filter = filtersSql((query.filters ?? []) as Filter[]) ?? sql`true`;
  const limit = query.limit ?? (query.groupBy?.bucket ? 1000 : 50);
  if (!query.groupBy) {
    const [row] = await rows<{ value: number | null }>(
      db,
      sql`select ${metric} as value from documents d where d.collection_id = ${query.collectionId} and ${filter}`,
    );
    return [{ label: metricLabel(query.metric), value: round(Number(row?.value ?? 0)) }];
  }
  const { field, bucket } = query.groupBy;
  // Bucket names are whitelisted and inlined: GROUP BY must see the same expression as SELECT.
  const unit = bucket ? sql.raw(`'${BUCKETS[bucket]}'`) : sql``;
  const found = bucket
    ? await rows<{ label: string; value: number }>(
        db,
        sql`select to_char(date_trunc(${unit}, k.at), ${bucket === "month" ? "YYYY-MM" : "YYYY-MM-DD"}) as label, ${metric} as value
            from documents d
            cross join lateral (select quarry_try_timestamptz(d.metadata ->> ${field}) as at) k
            where d.collection_id = ${query.collectionId} and k.at is not null and ${filter}
            group by date_trunc(${unit}, k.at)
            order by date_trunc(${unit}, k.at)
            limit ${limit}`,
      )
    : await rows<{ label: string; value: number }>(
        db,
        sql`select k.label, ${metric} as value
            from documents d
            cross join lateral jsonb_array_elements_text(
              case jsonb_typeof(d.metadata -> ${field}) when 'array' then d.metadata -> ${field}
                   else jsonb_build_array(coalesce(d.metadata -> ${field}, '"(none)"'::jsonb)) end) as k(label)
            where d.collection_id = ${query.collectionId} and ${filter}
            group by k.label
            order by value desc nulls last, k.label
            limit ${limit}`,
      );
  return found.map((r) => ({ label: String(r.label), value: round(Number(r.value ?? 0)) }));
}

function metricSql(metric: Aggregate["metric"]): SQL {
  if (metric.op === "count" || !metric.field) return sql`count(*)::float8`;
  const value = sql`(case when jsonb_typeof(d.metadata -> ${metric.field}) = 'number' then (d.metadata ->> ${metric.field})::float8 end)`;
  const op = sql.raw(metric.op);
  return sql`${op}(${value})`;
}

export function metricLabel(metric: Aggregate["metric"]): string {
  return metric.op === "count" ? "Documents" : `${metric.op[0].toUpperCase()}${metric.op.slice(1)} of ${metric.field}`;
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : 0);

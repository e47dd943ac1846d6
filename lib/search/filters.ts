import { sql, type SQL } from "drizzle-orm";
import { isIsoDate, type Filter } from "./schemas";

// Metadata filters become SQL over documents.metadata (alias d); field names and values are
// always bound parameters, never SQL text.

const numberOf = (v: SQL) =>
  sql`(case when jsonb_typeof(${v}) = 'number' then (${v})::numeric
            when jsonb_typeof(${v}) = 'string' and (${v} #>> '{}') ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${v} #>> '{}')::numeric end)`;
const instantOf = (v: SQL) => sql`quarry_try_timestamptz(${v} #>> '{}')`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const COMPARE = { gt: sql.raw(">"), gte: sql.raw(">="), lt: sql.raw("<"), lte: sql.raw("<=") } as const;

function equals(v: SQL, value: unknown): SQL {
  if (isIsoDate(value)) return sql`(${v} = ${json(value)} or ${instantOf(v)} = ${value}::timestamptz)`;
  if (value === null) return sql`(${v} is null or ${v} = 'null'::jsonb)`;
  return sql`${v} = ${json(value)}`;
}

export function filterSql(filter: Filter): SQL {
  const v = sql`(d.metadata -> ${filter.field})`;
  const { operator, value } = filter;
  switch (operator) {
    case "eq":
      return equals(v, value);
    case "neq":
      return sql`not coalesce(${equals(v, value)}, false)`;
    case "gt":
    case "gte":
    case "lt":
    case "lte":
      return typeof value === "number"
        ? sql`coalesce(${numberOf(v)} ${COMPARE[operator]} ${value}::numeric, false)`
        : sql`coalesce(${instantOf(v)} ${COMPARE[operator]} ${value as string}::timestamptz, false)`;
    case "in":
      return sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${v}) = 'array' then ${v} else jsonb_build_array(${v}) end) e
                         where e = any(array(select jsonb_array_elements(${json(value)}))))`;
    case "contains": {
      const needle = String(value).toLowerCase();
      return sql`(case jsonb_typeof(${v})
                   when 'string' then strpos(lower(${v} #>> '{}'), ${needle}) > 0
                   when 'array' then exists (select 1 from jsonb_array_elements(${v}) e
                                             where lower(e #>> '{}') = ${needle})
                   else false end)`;
    }
  }
}

/** The filters ANDed over documents `d`; null when there are none (no join needed). */
export function filtersSql(filters: Filter[]): SQL | null {
  if (!filters.length) return null;
  return sql.join(filters.map(filterSql), sql` and `);
}

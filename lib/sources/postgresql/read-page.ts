import { ConnectorError } from "@/lib/sources/types";
import type { Sql } from "./client";
import type { Keyset, Page, SqlConfig, Stream } from "./sql-streams";

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function sourceOf(stream: Stream, config: SqlConfig): string {
  return stream.table ? `${quoteIdent(stream.table.schema)}.${quoteIdent(stream.table.name)}` : `(${config.query})`;
}

type PgKeyset = { c?: string | null; ct?: string; i: string; it: string };

/**
 * Keyset pagination on (cursorColumn, id), or id alone. Positions are kept as text and cast back
 * to the column's own type (postgres.js would otherwise round timestamps to milliseconds); the type
 * names come from pg_typeof and are checked with to_regtype before they are spliced into SQL.
 */
export function pageReader(sql: Sql, config: SqlConfig) {
  const checkedTypes = new Set<string>();
  const typed = async (param: string, type: string | undefined) => {
    if (!type) throw new ConnectorError("invalid_config", "the saved sync position is missing a column type");
    if (!checkedTypes.has(type)) {
      const [row] = await sql`select to_regtype(${type})::text as t`.catch(() => [{ t: null }]);
      if (row?.t !== type) throw new ConnectorError("invalid_config", `unknown column type in the saved sync position: ${type}`);
      checkedTypes.add(type);
    }
    return `${param}::text::${type}`;
  };

  return async (stream: Stream, after: Keyset | undefined, limit: number): Promise<Page> => {
    const q = (col: string) => `q.${quoteIdent(col)}`;
    const id = q(config.idColumn);
    const c = config.cursorColumn ? q(config.cursorColumn) : undefined;
    const pos = after as PgKeyset | undefined;
    const select = [`q.*`, `${id}::text as "__quarry_i"`, `pg_typeof(${id})::text as "__quarry_it"`];
    let where = "";
    let params: string[] = [];
    if (c) {
      select.push(`${c}::text as "__quarry_c"`, `pg_typeof(${c})::text as "__quarry_ct"`);
      if (pos && pos.c === null) {
        where = `where (${c} is null and ${id} > ${await typed("$1", pos.it)}) or ${c} is not null`;
        params = [pos.i];
      } else if (pos) {
        const cv = await typed("$1", pos.ct);
        where = `where ${c} > ${cv} or (${c} = ${cv} and ${id} > ${await typed("$2", pos.it)})`;
        params = [pos.c!, pos.i];
      }
    } else if (pos) {
      where = `where ${id} > ${await typed("$1", pos.it)}`;
      params = [pos.i];
    }
    const order = c ? `${c} asc nulls first, ${id} asc` : `${id} asc`;
    const text = `select ${select.join(", ")} from ${sourceOf(stream, config)} as q ${where} order by ${order} limit ${limit}`;
    const result = await sql.begin("read only", (tx) => tx.unsafe(text, params));
    let last: PgKeyset | undefined;
    const rows = result.map((raw) => {
      const { __quarry_i, __quarry_it, __quarry_c, __quarry_ct, ...row } = raw;
      last = { i: __quarry_i, it: __quarry_it, ...(c ? { c: __quarry_c, ct: __quarry_ct } : {}) };
      return row;
    });
    return { rows, last };
  };
}

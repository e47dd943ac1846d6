import type { RowDataPacket } from "mysql2/promise";
import type { Keyset, Page, SqlConfig, Stream } from "@/lib/sources/postgresql/sql-streams";
import { readOnly, type MysqlConnection } from "./client";

export const quoteIdent = (name: string) => `\`${name.replace(/`/g, "``")}\``;

export function sourceOf(stream: Stream, config: SqlConfig): string {
  return stream.table ? `${quoteIdent(stream.table.schema)}.${quoteIdent(stream.table.name)}` : `(${config.query})`;
}

type MysqlKeyset = { c?: unknown; i: unknown };

/** Keyset pagination on (cursorColumn, id) or id alone; MySQL sorts NULLs first, as the keyset expects. */
export function pageReader(connection: MysqlConnection, config: SqlConfig) {
  return async (stream: Stream, after: Keyset | undefined, limit: number): Promise<Page> => {
    const id = `q.${quoteIdent(config.idColumn)}`;
    const c = config.cursorColumn ? `q.${quoteIdent(config.cursorColumn)}` : undefined;
    const pos = after as MysqlKeyset | undefined;
    let where = "";
    let params: unknown[] = [];
    if (c && pos && pos.c === null) {
      where = `where (${c} is null and ${id} > ?) or ${c} is not null`;
      params = [pos.i];
    } else if (c && pos) {
      where = `where ${c} > ? or (${c} = ? and ${id} > ?)`;
      params = [pos.c, pos.c, pos.i];
    } else if (pos) {
      where = `where ${id} > ?`;
      params = [pos.i];
    }
    const order = c ? `${c} asc, ${id} asc` : `${id} asc`;
    const text = `select q.* from ${sourceOf(stream, config)} as q ${where} order by ${order} limit ${limit}`;
    const [result] = await readOnly(connection, () => connection.query<RowDataPacket[]>(text, params));
    const rows = result.map((row) => ({ ...row }));
    const lastRow = rows.at(-1);
    const last = lastRow && { i: lastRow[config.idColumn], ...(config.cursorColumn ? { c: lastRow[config.cursorColumn] ?? null } : {}) };
    return { rows, last };
  };
}

import type { RowDataPacket } from "mysql2/promise";
import { parseSqlConfig, sqlConfigFields, streamsOf, syncStreams } from "@/lib/sources/postgresql/sql-streams";
import { ConnectorError, type Connector } from "@/lib/sources/types";
import { connect, mysqlError, parseCredentials, readOnly } from "./client";
import { pageReader, sourceOf } from "./read-page";
import { runReadOnly } from "./query";

/**
 * Rows of MySQL or MariaDB tables, views or a custom query, read in read-only transactions with
 * keyset pagination. Incremental syncs continue after the saved (cursorColumn, id) and cannot see
 * deleted rows; a full sync yields every row and the engine sweeps the rest.
 */
export const mysql: Connector = {
  shortName: "mysql",
  name: "MySQL",
  description: "Index rows of MySQL or MariaDB tables, views or a custom query.",
  authMethods: ["credentials"],
  labels: ["Database"],
  supportsContinuous: true,
  authFields: [
    { name: "host", type: "string", required: true, label: "Host" },
    { name: "port", type: "number", required: true, label: "Port", default: 3306 },
    { name: "database", type: "string", required: true, label: "Database" },
    { name: "user", type: "string", required: true, label: "User", help: "A user with SELECT on the synced tables is enough." },
    { name: "password", type: "password", required: false, label: "Password" },
    { name: "ssl", type: "string", required: false, label: "SSL", help: "disable (default), require, or verify-full." },
  ],
  configFields: sqlConfigFields("the connection's database"),

  async test(ctx) {
    const credentials = parseCredentials(ctx.credentials);
    const config = ctx.config.tables || ctx.config.query ? parseSqlConfig(ctx.config) : undefined;
    const connection = await connect(credentials).catch((error: unknown) => {
      throw mysqlError(error, "source_unreachable");
    });
    try {
      const [[{ version }]] = await readOnly(connection, () => connection.query<RowDataPacket[]>("select version() as version"));
      const streams = config ? streamsOf(config, credentials.database) : [];
      for (const stream of streams) {
        if (stream.table) {
          const [found] = await connection.query<RowDataPacket[]>(
            "select 1 from information_schema.tables where table_schema = ? and table_name = ?",
            [stream.table.schema, stream.table.name],
          );
          if (found.length === 0) throw new ConnectorError("invalid_config", `table ${stream.key} does not exist or is not readable by this user`);
        } else {
          await readOnly(connection, () => connection.query(`select * from ${sourceOf(stream, config!)} as q limit 0`));
        }
      }
      return { message: `Connected to MySQL/MariaDB ${version}${config ? `; ${streams.length} stream(s) readable` : ""}` };
    } catch (error) {
      throw mysqlError(error, "source_unreachable");
    } finally {
      await connection.end().catch(() => {});
    }
  },

  query: runReadOnly,

  async *sync(ctx) {
    const credentials = parseCredentials(ctx.credentials);
    const config = parseSqlConfig(ctx.config);
    const connection = await connect(credentials).catch((error: unknown) => {
      throw mysqlError(error, "transient");
    });
    try {
      yield* syncStreams({
        source: "mysql",
        config,
        streams: streamsOf(config, credentials.database),
        cursor: ctx.cursor,
        signal: ctx.signal,
        readPage: pageReader(connection, config),
      });
    } catch (error) {
      throw mysqlError(error, "transient");
    } finally {
      await connection.end().catch(() => {});
    }
  },
};

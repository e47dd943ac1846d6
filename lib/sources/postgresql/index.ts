import { ConnectorError, type Connector } from "@/lib/sources/types";
import { connect, pgError } from "./client";
import { pageReader } from "./read-page";
import { parseSqlConfig, sqlConfigFields, streamsOf, syncStreams } from "./sql-streams";
import { runReadOnly } from "./query";

const DEFAULT_SCHEMA = "public";

/**
 * Rows of tables, views or a custom query, read in read-only transactions with keyset pagination.
 * Incremental syncs continue after the saved (cursorColumn, id) and cannot see deleted rows; a full
 * sync yields every row and the engine sweeps the rest.
 */
export const postgresql: Connector = {
  shortName: "postgresql",
  name: "PostgreSQL",
  description: "Index rows of PostgreSQL tables, views or a custom query.",
  authMethods: ["credentials"],
  labels: ["Database"],
  supportsContinuous: true,
  authFields: [
    { name: "host", type: "string", required: true, label: "Host" },
    { name: "port", type: "number", required: true, label: "Port", default: 5432 },
    { name: "database", type: "string", required: true, label: "Database" },
    { name: "user", type: "string", required: true, label: "User", help: "A user with SELECT on the synced tables is enough." },
    { name: "password", type: "password", required: false, label: "Password" },
    { name: "ssl", type: "string", required: false, label: "SSL", help: "disable (default), require, or verify-full." },
  ],
  configFields: sqlConfigFields(DEFAULT_SCHEMA),

  async test(ctx) {
    const hasStreams = Boolean(ctx.config.tables || ctx.config.query);
    const config = hasStreams ? parseSqlConfig(ctx.config) : undefined;
    const sql = connect(ctx.credentials);
    try {
      const [{ version }] = await sql.begin("read only", (tx) => tx`select current_setting('server_version') as version`);
      for (const stream of config ? streamsOf(config, DEFAULT_SCHEMA) : []) {
        if (stream.table) {
          const found = await sql`select 1 from information_schema.tables where table_schema = ${stream.table.schema} and table_name = ${stream.table.name}`;
          if (found.length === 0) throw new ConnectorError("invalid_config", `table ${stream.key} does not exist or is not readable by this user`);
        } else {
          await sql.begin("read only", (tx) => tx.unsafe(`select * from (${config!.query}) as q limit 0`));
        }
      }
      const streams = config ? `; ${streamsOf(config, DEFAULT_SCHEMA).length} stream(s) readable` : "";
      return { message: `Connected to PostgreSQL ${version}${streams}` };
    } catch (error) {
      throw pgError(error, "source_unreachable");
    } finally {
      await sql.end({ timeout: 1 });
    }
  },

  query: runReadOnly,

  async *sync(ctx) {
    const config = parseSqlConfig(ctx.config);
    const sql = connect(ctx.credentials);
    try {
      yield* syncStreams({
        source: "postgresql",
        config,
        streams: streamsOf(config, DEFAULT_SCHEMA),
        cursor: ctx.cursor,
        signal: ctx.signal,
        readPage: pageReader(sql, config),
      });
    } catch (error) {
      throw pgError(error, "transient");
    } finally {
      await sql.end({ timeout: 5 });
    }
  },
};

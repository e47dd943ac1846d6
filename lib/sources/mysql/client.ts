import mysql from "mysql2/promise";
import { classifySqlError, parseSqlCredentials, type SqlCredentials } from "@/lib/sources/postgresql/sql-streams";

export type MysqlCredentials = SqlCredentials;

export function parseCredentials(credentials: Record<string, unknown>): MysqlCredentials {
  return parseSqlCredentials(credentials, 3306);
}

/**
 * Dates come back as strings so positions keep their microseconds; the session runs in UTC so
 * TIMESTAMP strings are UTC like the DATETIME ones are read.
 */
export async function connect(c: MysqlCredentials) {
  const connection = await mysql.createConnection({
    host: c.host,
    port: c.port,
    database: c.database,
    user: c.user,
    password: c.password,
    ssl: c.ssl ? { rejectUnauthorized: c.ssl === "verify-full" } : undefined,
    connectTimeout: 10_000,
    dateStrings: true,
    supportBigNumbers: true,
    multipleStatements: false,
  });
  // A dropped idle connection emits "error"; the next query rejects with it instead.
  connection.on("error", () => {});
  await connection.query("set time_zone = '+00:00'");
  return connection;
}

export type MysqlConnection = Awaited<ReturnType<typeof connect>>;

export async function readOnly<T>(connection: MysqlConnection, work: () => Promise<T>): Promise<T> {
  await connection.query("start transaction read only");
  try {
    const result = await work();
    await connection.query("commit");
    return result;
  } catch (error) {
    await connection.query("rollback").catch(() => {});
    throw error;
  }
}

const CODES = {
  credentials: [
    "ER_ACCESS_DENIED_ERROR",
    "ER_ACCESS_DENIED_NO_PASSWORD_ERROR",
    "ER_DBACCESS_DENIED_ERROR",
    "ER_BAD_DB_ERROR",
    "ER_TABLEACCESS_DENIED_ERROR",
    "ER_COLUMNACCESS_DENIED_ERROR",
    "ER_NOT_SUPPORTED_AUTH_MODE",
  ],
  config: ["ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION", "ER_NO_SUCH_TABLE", "ER_BAD_FIELD_ERROR", "ER_PARSE_ERROR", "ER_BAD_TABLE_ERROR", "ER_WRONG_DB_NAME", "ER_WRONG_TABLE_NAME"],
};

export function mysqlError(error: unknown, unreachable: "source_unreachable" | "transient"): unknown {
  return classifySqlError(error, CODES, unreachable);
}

import postgres from "postgres";
import { classifySqlError, parseSqlCredentials } from "./sql-streams";

export function connect(credentials: Record<string, unknown>) {
  const c = parseSqlCredentials(credentials, 5432);
  return postgres({
    host: c.host,
    port: c.port,
    database: c.database,
    username: c.user,
    password: c.password,
    ssl: c.ssl,
    max: 1,
    connect_timeout: 10,
    idle_timeout: 10,
    prepare: false,
    onnotice: () => {},
    connection: { application_name: "quarry", statement_timeout: 120_000 },
  });
}

export type Sql = ReturnType<typeof connect>;

// 28P01 bad password, 28000 unknown role / rejected by pg_hba, 3D000 unknown database, 42501 no privilege.
const CODES = { credentials: ["28P01", "28000", "3D000", "42501"], config: ["25006", "42P01", "42703", "42601", "42883", "42P10", "3F000", "42804"] };

export function pgError(error: unknown, unreachable: "source_unreachable" | "transient"): unknown {
  return classifySqlError(error, CODES, unreachable);
}

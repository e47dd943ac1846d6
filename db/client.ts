import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { dataDir, migrationsFolder } from "./paths";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgresql";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The PGlite instance in embedded mode (for pg-boss and dumps); undefined on a server. */
  pglite?: import("@electric-sql/pglite").PGlite;
  close(): Promise<void>;
};

const MIGRATION_LOCK = 724_381_990; // advisory lock id shared by every Quarry process

declare global {
  var __quarryDatabase: Promise<Database> | undefined;
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** One database per process: hot reloads and every module reuse the same open promise. */
export function getDatabase(): Promise<Database> {
  globalThis.__quarryDatabase ??= openDatabase().catch((error) => {
    globalThis.__quarryDatabase = undefined;
    throw error;
  });
  return globalThis.__quarryDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const open = globalThis.__quarryDatabase;
  globalThis.__quarryDatabase = undefined;
  if (open) await (await open).close();
}

async function openDatabase(): Promise<Database> {
  const url = databaseUrl();
  const database = url ? await openPostgres(url) : await openPglite();
  await migrate(database);
  return database;
}

export function pgliteDataDir(): string {
  const configured = process.env.PGLITE_DATA_DIR;
  if (configured) return configured;
  return path.join(dataDir(), "pglite");
}

/**
 * Session settings every connection starts with. Semantic search wants pgvector's iterative
 * scans (>= 0.8: keep reading the HNSW index until enough rows pass the collection and metadata
 * filters) and a candidate list that fills a page of 50; setting them once per connection saves a
 * transaction and two round trips per search. Unknown to an older pgvector, they are ignored.
 */
export const HNSW_EF_SEARCH = 100;
const SESSION_SETTINGS = { "hnsw.ef_search": String(HNSW_EF_SEARCH), "hnsw.iterative_scan": "relaxed_order" };

async function openPglite(): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { vector } = await import("@electric-sql/pglite-pgvector");
  const { drizzle } = await import("drizzle-orm/pglite");
  const target = pgliteDataDir();
  if (!target.startsWith("memory://")) fs.mkdirSync(target, { recursive: true });
  const pglite = await PGlite.create(target, { extensions: { vector } });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pglite.query("select set_config($1, $2, false)", [name, value]);
  const db = drizzle(pglite, { schema }) as unknown as Db;
  return { db, kind: "pglite", pglite, close: () => pglite.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const client = postgres(url, {
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
    onnotice: () => {},
    connection: { application_name: "quarry", ...SESSION_SETTINGS },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: "postgresql", close: () => client.end({ timeout: 5 }) };
}

async function migrate(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as never, { migrationsFolder });
    return;
  }
  // Several processes may start together against one server: the first takes the lock and
  // migrates, the others wait on it and then find nothing left to do. One connection holds the
  // session lock and runs the migrator's own transaction.
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate: run } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(databaseUrl()!, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await run(drizzle(client), { migrationsFolder });
  } finally {
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    await client.end({ timeout: 5 });
  }
}

/** Rows of a raw statement: PGlite answers `{rows}`, postgres.js an array. */
export async function rows<T = Record<string, unknown>>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

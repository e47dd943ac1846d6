// `npm run bench:sync`: a 10k-row PostgreSQL table synced into a collection on a real PostgreSQL;
// prints the first sync's time and an unchanged re-sync's. Targets: < 10 s first, >= 10x faster re-sync.
import postgres from "postgres";

const admin = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const rowsCount = Number(process.env.BENCH_ROWS ?? 10_000);
const stamp = Date.now();
const appDb = `quarry_bench_sync_${stamp}`;
const sourceDb = `quarry_bench_src_${stamp}`;
const urlFor = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

const server = postgres(admin, { max: 1, onnotice: () => {} });
await server.unsafe(`create database ${appDb}`);
await server.unsafe(`create database ${sourceDb}`);
try {
  const app = postgres(urlFor(appDb), { max: 1, onnotice: () => {} });
  await app`create extension if not exists vector`;
  await app.end();

  const source = postgres(urlFor(sourceDb), { max: 1, onnotice: () => {} });
  await source`create table tickets (id int primary key, subject text, body text, priority text, updated_at timestamptz default now())`;
  const priorities = ["low", "normal", "high", "urgent"];
  for (let start = 1; start <= rowsCount; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, rowsCount - start + 1) }, (_, i) => {
      const id = start + i;
      return {
        id,
        subject: `Ticket ${id}: robot ${id % 97} stalls near dock ${id % 13}`,
        body: `Customer reports that robot ${id % 97} stops when the aisle sensor ${id % 7} sees reflective tape. Firmware ${id % 5}.${id % 9} was installed on ${2020 + (id % 6)}-0${1 + (id % 9)}-1${id % 9}. Support suggested recalibrating the lidar and checking the wheel encoders; the issue ${id % 3 ? "persisted" : "was resolved"}.`,
        priority: priorities[id % 4],
      };
    });
    await source`insert into tickets ${source(batch)}`;
  }
  await source.end();

  process.env.DATABASE_URL = urlFor(appDb);
  const { getDb, closeDatabase } = await import("../db/client");
  const { collections, organizations, sourceConnections, users } = await import("../db/schema");
  const { seal } = await import("../lib/sources/secret-box");
  const { startSync } = await import("../lib/sync/start");
  const { processSync } = await import("../lib/sync/engine");
  const { defaultEmbeddingModel } = await import("../lib/collections/collections");
  const { ensureModelCache } = await import("../lib/ai/builtin/model-cache");
  const { eq } = await import("drizzle-orm");
  await ensureModelCache();

  const db = await getDb();
  await db.insert(organizations).values({ id: "org_bench", name: "Bench" });
  await db.insert(users).values({ id: "usr_bench", email: "bench@example.com", name: "Bench", passwordHash: "x" });
  await db.insert(collections).values({ id: "bench-sync", orgId: "org_bench", name: "Bench", embeddingModel: defaultEmbeddingModel() });
  const [connection] = await db
    .insert(sourceConnections)
    .values({
      id: "sc_bench",
      orgId: "org_bench",
      collectionId: "bench-sync",
      createdBy: "usr_bench",
      shortName: "postgresql",
      name: "Tickets",
      credentials: seal({ host: "127.0.0.1", port: 5432, database: sourceDb, user: "postgres" }),
      config: { tables: ["tickets"], titleColumn: "subject", textTemplate: "{{subject}}\n\n{{body}}", batchSize: 500 },
    })
    .returning();

  const timed = async (label: string) => {
    const [current] = await db.select().from(sourceConnections).where(eq(sourceConnections.id, connection.id));
    const started = performance.now();
    const { syncId } = await startSync(current);
    await processSync(syncId);
    const seconds = (performance.now() - started) / 1000;
    const { syncs } = await import("../db/schema");
    const [sync] = await db.select().from(syncs).where(eq(syncs.id, syncId));
    console.log(`${label.padEnd(22)} ${seconds.toFixed(2)} s  ${Math.round(rowsCount / seconds)} rows/s  status=${sync.status} stats=${JSON.stringify(sync.stats)}`);
    return seconds;
  };

  console.log(`bench:sync — ${rowsCount} rows, PostgreSQL ${(await server`show server_version`)[0].server_version}, built-in embeddings`);
  const first = await timed("first sync");
  const again = await timed("re-sync (unchanged)");
  console.log(`\nfirst sync ${first.toFixed(2)} s (target < 10 s): ${first < 10 ? "met" : "missed"}`);
  console.log(`re-sync ${(first / again).toFixed(1)}x faster (target >= 10x): ${first / again >= 10 ? "met" : "missed"}`);
  const { getBoss } = await import("../lib/jobs/boss");
  await (await getBoss()).stop({ graceful: false, timeout: 1000 }).catch(() => {});
  await closeDatabase();
} finally {
  await server.unsafe(`drop database if exists ${appDb} with (force)`);
  await server.unsafe(`drop database if exists ${sourceDb} with (force)`);
  await server.end();
}

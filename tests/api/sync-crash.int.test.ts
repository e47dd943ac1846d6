import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import { api } from "../http";
import { createCollection, createTenant } from "../fixtures";
import { createSourceDatabase } from "../support/source-db";

const workers: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/worker.ts")], {
    env: { ...process.env, SYNC_LEASE_SECONDS: "3" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  workers.push(child);
  return child;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

afterAll(async () => {
  for (const worker of workers) worker.kill("SIGKILL");
  for (const cleanup of cleanups) await cleanup();
});

// A worker process is killed mid-sync; only a server database can be shared with another process.
describe.runIf(process.env.DATABASE_URL)("a sync whose worker dies", () => {
  it("resumes in a new worker and ends with exactly the source's rows", async () => {
    const source = await createSourceDatabase(6000);
    cleanups.push(() => source.drop());
    const owner = await createTenant("Crash");
    await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
    const collectionId = await createCollection(owner.token, "Crash");
    const created = await api.post("/api/v1/source-connections", {
      token: owner.token,
      body: { collectionId, sourceShortName: "postgresql", name: "Big table", credentials: source.credentials, config: { tables: ["articles"], batchSize: 25 } },
    });
    const connectionId = created.body.sourceConnection.id;
    const run = await api.post(`/api/v1/source-connections/${connectionId}/run`, { token: owner.token });
    const syncPath = `/api/v1/source-connections/${connectionId}/syncs/${run.body.syncId}`;
    const progress = async () => (await api.get(syncPath, { token: owner.token })).body.sync;

    const first = startWorker();
    const midway = await waitFor("the sync to get going", async () => {
      const sync = await progress();
      return sync.progress.processed >= 500 ? sync : undefined;
    }, 60_000, 20);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    const afterKill = await progress();
    expect(afterKill.status).toBe("running");
    expect(afterKill.progress.processed).toBeLessThan(6000);
    expect(midway.progress.processed).toBeGreaterThanOrEqual(500);

    startWorker();
    const done = await waitFor("the sync to complete", async () => {
      const sync = await progress();
      return sync.status === "completed" ? sync : undefined;
    }, 90_000, 250);
    expect(done.stats.failed).toBe(0);

    const db = await getDb();
    const indexed = await rows<{ external_id: string }>(db, sql`select external_id from documents where source_connection_id = ${connectionId}`);
    const expected = (await source.sql<{ id: number }[]>`select id from articles order by id`).map((r) => `public.articles:${r.id}`);
    expect(indexed.map((r) => r.external_id).sort()).toEqual(expected.sort());
    const [chunks] = await rows<{ docs: number; dupes: number }>(
      db,
      sql`select count(distinct document_id)::int as docs, (count(*) - count(distinct (document_id, ordinal)))::int as dupes
          from chunks where collection_id = ${collectionId}`,
    );
    expect(chunks).toEqual({ docs: 6000, dupes: 0 });
  }, 240_000);
});

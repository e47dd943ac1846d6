import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { collections, documents, sourceConnections, syncs } from "@/db/schema";
import { RUNNING, type Connection } from "../connections/access";
import { connectorContext, nextScheduledSync } from "../connections/runtime";
import { forgetChunksWhere, ingestBatch, type IngestStats, type Tx } from "../ingest/ingest";
import { getConnector } from "../sources/registry";
import { ConnectorError, type SyncCursor } from "../sources/types";
import { enqueueSync } from "./queue";

const WORKER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;
const MAX_ATTEMPTS = 5;

export const leaseSeconds = () => Number(process.env.SYNC_LEASE_SECONDS) || 60;

class Cancelled extends Error {}

type SyncRow = typeof syncs.$inferSelect;

/**
 * Runs (or resumes) one sync. Safe to call for any sync id at any time: it claims the sync with a
 * lease first, so a duplicate delivery or a second worker finds nothing to do. Each batch of
 * changes is stored with the connector's cursor in one transaction; a crash resumes from there.
 */
export async function processSync(syncId: string): Promise<void> {
  const db = await getDb();
  const sync = await claim(syncId);
  if (!sync) return;
  const [connection] = await db.select().from(sourceConnections).where(eq(sourceConnections.id, sync.connectionId));
  const connector = connection && getConnector(connection.shortName);
  if (!connection || !connector) return finish(sync, "failed", "The source of this connection is no longer available.");

  const controller = new AbortController();
  const heartbeat = setInterval(() => void renew(syncId, controller), (leaseSeconds() * 1000) / 3);
  heartbeat.unref?.();
  try {
    const context = await connectorContext(connection, controller.signal);
    // An interrupted run resumes from its own cursor; a new incremental run starts from the last completed one.
    const cursor = sync.cursor ?? (sync.full ? null : connection.cursor);
    const target = {
      collectionId: connection.collectionId,
      orgId: connection.orgId,
      embeddingModel: await embeddingModelOf(connection.collectionId),
      source: connection.shortName,
      sourceConnectionId: connection.id,
    };
    let last: SyncCursor | null = cursor;
    let full = sync.full;
    for await (const batch of connector.sync({ ...context, cursor })) {
      full ||= batch.full === true;
      if (controller.signal.aborted) throw new Cancelled();
      const upserts = batch.changes.flatMap((c) => (c.kind === "upsert" ? [c.document] : []));
      const deletes = batch.changes.flatMap((c) => (c.kind === "delete" ? [c.externalId] : []));
      await ingestBatch(target, { upserts, deletes }, {
        seenBy: sync.id,
        afterWrite: (tx, stats) => recordBatch(tx, sync.id, batch.cursor, batch.changes.length, batch.total, stats),
      });
      last = batch.cursor;
    }
    if (controller.signal.aborted) throw new Cancelled();
    await complete(sync, connection, last, full && connector.sweep !== false);
  } catch (error) {
    if (error instanceof Cancelled || controller.signal.aborted) return finish(sync, "cancelled", null);
    const transient = error instanceof ConnectorError && error.kind === "transient";
    if (transient && sync.attempts < MAX_ATTEMPTS) return retryLater(sync, error as ConnectorError);
    const message = error instanceof ConnectorError ? error.message : "The sync failed unexpectedly.";
    if (!(error instanceof ConnectorError)) console.error(`sync ${sync.id} failed:`, error);
    await finish(sync, "failed", message);
  } finally {
    clearInterval(heartbeat);
  }
}

async function claim(syncId: string): Promise<SyncRow | undefined> {
  const db = await getDb();
  const [sync] = await db
    .update(syncs)
    .set({
      status: "running",
      leaseOwner: WORKER_ID,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds()})`,
      attempts: sql`${syncs.attempts} + 1`,
    })
    .where(
      and(
        eq(syncs.id, syncId),
        inArray(syncs.status, [...RUNNING]),
        or(isNull(syncs.leaseExpiresAt), sql`${syncs.leaseExpiresAt} < now()`, eq(syncs.leaseOwner, WORKER_ID)),
      ),
    )
    .returning();
  return sync;
}

/** Extends the lease while the sync works, and notices a cancellation. */
async function renew(syncId: string, controller: AbortController): Promise<void> {
  try {
    const db = await getDb();
    const [row] = await db
      .update(syncs)
      .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds()})` })
      .where(and(eq(syncs.id, syncId), eq(syncs.leaseOwner, WORKER_ID)))
      .returning({ cancel: syncs.cancelRequested, status: syncs.status });
    if (!row || row.cancel || row.status !== "running") controller.abort();
  } catch (error) {
    console.error(`could not renew the lease of sync ${syncId}`, error);
  }
}

async function recordBatch(tx: Tx, syncId: string, cursor: SyncCursor, changes: number, total: number | undefined, stats: IngestStats) {
  await tx
    .update(syncs)
    .set({
      cursor,
      processed: sql`${syncs.processed} + ${changes}`,
      total: total ?? sql`${syncs.total}`,
      stats: sql`jsonb_build_object(
        'inserted', (${syncs.stats}->>'inserted')::int + ${stats.inserted},
        'updated', (${syncs.stats}->>'updated')::int + ${stats.updated},
        'deleted', (${syncs.stats}->>'deleted')::int + ${stats.deleted},
        'unchanged', (${syncs.stats}->>'unchanged')::int + ${stats.unchanged},
        'failed', (${syncs.stats}->>'failed')::int)`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds()})`,
    })
    .where(eq(syncs.id, syncId));
}

/** Ends a run: a full one deletes what it did not see; the connection keeps the cursor for next time. */
async function complete(sync: SyncRow, connection: Connection, cursor: SyncCursor | null, sweep: boolean): Promise<void> {
  const db = await getDb();
  const connector = getConnector(connection.shortName)!;
  await db.transaction(async (tx) => {
    let swept = 0;
    if (sweep) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ingest:${connection.collectionId}`}))`);
      const unseen = and(
        eq(documents.collectionId, connection.collectionId),
        eq(documents.sourceConnectionId, connection.id),
        or(isNull(documents.lastSeenSyncId), ne(documents.lastSeenSyncId, sync.id)),
      );
      await forgetChunksWhere(
        tx,
        connection.collectionId,
        sql`c.document_id in (select d.id from documents d where d.collection_id = ${connection.collectionId}
              and d.source_connection_id = ${connection.id} and d.last_seen_sync_id is distinct from ${sync.id})`,
      );
      swept = (await tx.delete(documents).where(unseen).returning({ id: documents.id })).length;
    }
    await tx
      .update(syncs)
      .set({
        status: "completed",
        finishedAt: new Date(),
        leaseOwner: null,
        leaseExpiresAt: null,
        stats: sql`jsonb_set(${syncs.stats}, '{deleted}', to_jsonb((${syncs.stats}->>'deleted')::int + ${swept}))`,
      })
      .where(eq(syncs.id, sync.id));
    await tx
      .update(sourceConnections)
      .set({ status: "active", cursor, nextSyncAt: nextScheduledSync(connector, connection.config), updatedAt: new Date() })
      .where(eq(sourceConnections.id, connection.id));
  });
}

async function finish(sync: SyncRow, status: "failed" | "cancelled", error: string | null): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(syncs)
      .set({ status, error, finishedAt: new Date(), leaseOwner: null, leaseExpiresAt: null })
      .where(eq(syncs.id, sync.id));
    const [connection] = await tx.select().from(sourceConnections).where(eq(sourceConnections.id, sync.connectionId));
    if (!connection) return;
    const next = status === "failed" ? "error" : connection.cursor ? "active" : "pending";
    await tx.update(sourceConnections).set({ status: next, updatedAt: new Date() }).where(eq(sourceConnections.id, connection.id));
  });
}

/** Backs off exponentially (or as long as the source asked with Retry-After), keeping the cursor. */
async function retryLater(sync: SyncRow, error: ConnectorError): Promise<void> {
  const delay = Math.min(300, error.retryAfterMs ? error.retryAfterMs / 1000 : 2 ** sync.attempts);
  const db = await getDb();
  await db
    .update(syncs)
    .set({ status: "started", leaseOwner: null, leaseExpiresAt: sql`now() + make_interval(secs => ${delay})`, error: error.message })
    .where(eq(syncs.id, sync.id));
  await enqueueSync(sync.id, delay);
}

async function embeddingModelOf(collectionId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ model: collections.embeddingModel }).from(collections).where(eq(collections.id, collectionId));
  return row.model;
}

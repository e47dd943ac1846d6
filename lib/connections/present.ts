import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import { syncs } from "@/db/schema";
import type { Connection } from "./access";

type SyncRow = typeof syncs.$inferSelect;

export function presentSync(sync: SyncRow) {
  return {
    syncId: sync.id,
    status: sync.status,
    full: sync.full,
    startedAt: sync.startedAt.toISOString(),
    finishedAt: sync.finishedAt?.toISOString() ?? null,
    stats: sync.stats,
    progress: { processed: sync.processed, total: sync.total },
    error: sync.error,
  };
}

/** A connection as the API shows it: never its credentials, in any form. */
export function presentConnection(connection: Connection, extra: { documentCount?: number; lastSync?: SyncRow | null } = {}) {
  return {
    id: connection.id,
    name: connection.name,
    status: connection.status,
    createdAt: connection.createdAt.toISOString(),
    updatedAt: connection.updatedAt.toISOString(),
    sourceShortName: connection.shortName,
    collectionId: connection.collectionId,
    personal: connection.personal,
    config: connection.config,
    ...(extra.documentCount !== undefined ? { documentCount: extra.documentCount } : {}),
    ...(extra.lastSync !== undefined ? { lastSync: extra.lastSync ? presentSync(extra.lastSync) : null } : {}),
  };
}

/** Document counts and latest syncs of several connections, in two queries. */
export async function connectionDetails(ids: string[]) {
  if (!ids.length) return { counts: new Map<string, number>(), latest: new Map<string, SyncRow>() };
  const db = await getDb();
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const counts = await rows<{ id: string; n: number }>(
    db,
    sql`select source_connection_id as id, count(*)::int as n from documents where source_connection_id in (${list}) group by 1`,
  );
  const latest = await db
    .selectDistinctOn([syncs.connectionId])
    .from(syncs)
    .where(sql`${syncs.connectionId} in (${list})`)
    .orderBy(syncs.connectionId, sql`${syncs.startedAt} desc`);
  return {
    counts: new Map(counts.map((c) => [c.id, Number(c.n)])),
    latest: new Map(latest.map((s) => [s.connectionId, s])),
  };
}

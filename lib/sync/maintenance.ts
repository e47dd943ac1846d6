import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceConnections, syncs } from "@/db/schema";
import { RUNNING } from "../connections/access";
import { AppError } from "../errors";
import { enqueueSync } from "./queue";
import { startSync } from "./start";

/**
 * One pass of the worker's housekeeping: syncs whose lease ran out (their worker died) go back to a
 * worker to resume from their saved cursor; continuous connections that are due get a new sync.
 */
export async function syncMaintenance(now = new Date()): Promise<{ resumed: number; scheduled: number }> {
  const db = await getDb();
  const stale = await db
    .select({ id: syncs.id })
    .from(syncs)
    .where(
      and(
        inArray(syncs.status, [...RUNNING]),
        sql`coalesce(${syncs.leaseExpiresAt}, ${syncs.startedAt} + interval '1 minute') < ${now.toISOString()}::timestamptz`,
      ),
    );
  for (const { id } of stale) await enqueueSync(id);

  const due = await db
    .select()
    .from(sourceConnections)
    .where(and(isNotNull(sourceConnections.nextSyncAt), lte(sourceConnections.nextSyncAt, now)));
  let scheduled = 0;
  for (const connection of due) {
    try {
      await startSync(connection);
      scheduled++;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "sync_in_progress")) throw error;
    }
    // The next time is set when the run completes; until then, do not start it again.
    await db.update(sourceConnections).set({ nextSyncAt: null }).where(eq(sourceConnections.id, connection.id));
  }
  return { resumed: stale.length, scheduled };
}

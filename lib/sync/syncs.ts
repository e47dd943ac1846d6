import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceConnections, syncs } from "@/db/schema";
import { RUNNING, type Connection } from "../connections/access";
import { presentSync } from "../connections/present";
import { AppError, NotFoundError } from "../errors";

export async function listSyncs({ connection, limit = 50 }: { connection: Connection; limit?: number }) {
  const db = await getDb();
  const found = await db
    .select()
    .from(syncs)
    .where(eq(syncs.connectionId, connection.id))
    .orderBy(desc(syncs.startedAt), desc(syncs.id))
    .limit(limit);
  return { syncs: found.map(presentSync) };
}

async function requireSync(connection: Connection, syncId: string) {
  const db = await getDb();
  const [sync] = await db.select().from(syncs).where(and(eq(syncs.id, syncId), eq(syncs.connectionId, connection.id)));
  if (!sync) throw new NotFoundError("sync");
  return sync;
}

export async function getSync({ connection, syncId }: { connection: Connection; syncId: string }) {
  return { sync: presentSync(await requireSync(connection, syncId)) };
}

/** A sync no worker holds yet ends at once; a running one stops at its next batch or heartbeat. */
export async function cancelSync({ connection, syncId }: { connection: Connection; syncId: string }) {
  const sync = await requireSync(connection, syncId);
  if (!RUNNING.includes(sync.status as (typeof RUNNING)[number])) {
    throw new AppError("conflict", `This sync has already ${sync.status === "completed" ? "completed" : "ended"}.`);
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const unclaimed = and(eq(syncs.id, syncId), eq(syncs.status, "started"), sql`(${syncs.leaseExpiresAt} is null or ${syncs.leaseExpiresAt} < now() or ${syncs.leaseOwner} is null)`);
    const [ended] = await tx
      .update(syncs)
      .set({ status: "cancelled", cancelRequested: true, finishedAt: new Date(), leaseExpiresAt: null })
      .where(unclaimed)
      .returning({ id: syncs.id });
    if (ended) {
      await tx
        .update(sourceConnections)
        .set({ status: connection.cursor ? "active" : "pending", updatedAt: new Date() })
        .where(eq(sourceConnections.id, connection.id));
    } else {
      await tx.update(syncs).set({ cancelRequested: true }).where(and(eq(syncs.id, syncId), inArray(syncs.status, [...RUNNING])));
    }
  });
  return getSync({ connection, syncId });
}

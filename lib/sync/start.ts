import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceConnections, syncs } from "@/db/schema";
import type { Connection } from "../connections/access";
import { AppError } from "../errors";
import { newId } from "../ids";
import { enqueueSync } from "./queue";

/** Creates a sync in `started` and hands it to the workers; 409 when one already runs. */
export async function startSync(connection: Connection): Promise<{ syncId: string; status: "started" }> {
  const db = await getDb();
  const syncId = newId("sync");
  const created = await db.transaction(async (tx) => {
    // The partial unique index admits one started/running sync per connection.
    const [row] = await tx
      .insert(syncs)
      .values({ id: syncId, connectionId: connection.id, orgId: connection.orgId, status: "started", full: connection.cursor === null })
      .onConflictDoNothing()
      .returning({ id: syncs.id });
    if (!row) return false;
    await tx
      .update(sourceConnections)
      .set({ status: "syncing", lastSyncId: syncId, updatedAt: new Date() })
      .where(eq(sourceConnections.id, connection.id));
    return true;
  });
  if (!created) throw new AppError("sync_in_progress", "A sync of this connection is already running.");
  await enqueueSync(syncId);
  return { syncId, status: "started" };
}

import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceConnections, syncs } from "@/db/schema";
import { AppError, ForbiddenError, NotFoundError } from "../errors";
import type { AuthedContext } from "../http/route";
import type { Principal } from "../auth/principal";

export type Connection = typeof sourceConnections.$inferSelect;

/** Personal connections belong to their creator: visible to them and their User-scope keys only. */
export function canSeePersonal(principal: Principal, connection: Pick<Connection, "personal" | "createdBy">): boolean {
  if (!connection.personal) return true;
  return principal.userId === connection.createdBy && (principal.via !== "api_key" || principal.scope === "User");
}

/** The one gate for connection endpoints: existence → scope → organization → personal visibility. */
export async function requireConnection(ctx: AuthedContext, id: string): Promise<Connection> {
  const db = await getDb();
  const [connection] = await db.select().from(sourceConnections).where(eq(sourceConnections.id, id));
  if (!connection) throw new NotFoundError("source connection");
  const { principal } = ctx;
  if (principal.scope === "Collection" && principal.collectionId !== connection.collectionId) {
    throw new AppError("collection_denied", "This API key is limited to another collection.");
  }
  if (connection.orgId !== principal.orgId) throw new ForbiddenError("You do not have access to this source connection.");
  if (!canSeePersonal(principal, connection)) throw new NotFoundError("source connection");
  return connection;
}

export const connectionFromPath = ({ ctx, params }: { ctx: AuthedContext; params: Record<string, string> }) =>
  requireConnection(ctx, params.id);

export const RUNNING = ["started", "running"] as const;

/** 409 while a sync of the connection runs: its data and settings must not change under it. */
export async function assertNotSyncing(connectionId: string): Promise<void> {
  const db = await getDb();
  const [running] = await db
    .select({ id: syncs.id })
    .from(syncs)
    .where(and(eq(syncs.connectionId, connectionId), inArray(syncs.status, [...RUNNING])));
  if (running) throw new AppError("sync_in_progress", "A sync of this connection is running; try again when it has finished.");
}

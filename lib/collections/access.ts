import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { collections } from "@/db/schema";
import { AppError, ForbiddenError, NotFoundError } from "../errors";
import type { AuthedContext } from "../http/route";

export type Collection = typeof collections.$inferSelect;

/** A collection-scoped key may name its own collection only, whether or not another exists. */
export function assertCollectionScope(ctx: AuthedContext, collectionId: string): void {
  const { principal } = ctx;
  if (principal.scope === "Collection" && principal.collectionId !== collectionId) {
    throw new AppError("collection_denied", "This API key is limited to another collection.");
  }
}

/** The one gate for every collection endpoint, in the contract's order: scope → existence → permission. */
export async function requireCollection(ctx: AuthedContext, collectionId: unknown): Promise<Collection> {
  if (typeof collectionId !== "string" || collectionId.length === 0 || collectionId.length > 200) {
    throw new AppError("invalid_request", "A collection id is required.", {
      details: [{ path: "collectionId", message: "Required string." }],
    });
  }
  assertCollectionScope(ctx, collectionId);
  const db = await getDb();
  const [collection] = await db.select().from(collections).where(eq(collections.id, collectionId));
  if (!collection) throw new NotFoundError("collection");
  if (collection.orgId !== ctx.principal.orgId) throw new ForbiddenError("You do not have access to this collection.");
  return collection;
}

/** Route `resource` loader for paths shaped `/collections/:id/...`. */
export const collectionFromPath = ({ ctx, params }: { ctx: AuthedContext; params: Record<string, string> }) =>
  requireCollection(ctx, params.id);

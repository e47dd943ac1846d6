import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { collections } from "@/db/schema";
import { ConflictError, ForbiddenError } from "../errors";
import type { AuthedContext } from "../http/route";
import { decodeCursor, keyset, pageOf, type PageQuery } from "../http/pagination";
import { randomBase62 } from "../ids";
import type { Collection } from "./access";
import type { CreateCollectionInput } from "./schemas";

const BUILTIN_MODEL = "builtin:sif-glove-100d";

export function defaultEmbeddingModel(): string {
  const external = process.env.EMBEDDINGS_BASE_URL && process.env.EMBEDDINGS_MODEL;
  return external ? `openai:${process.env.EMBEDDINGS_MODEL}` : BUILTIN_MODEL;
}

// Qualified by hand: inside the subquery an unqualified "id" would bind to the inner table.
const outerId = sql.raw(`"collections"."id"`);
const counts = {
  documentCount: sql<number>`(select count(*)::int from documents d where d.collection_id = ${outerId})`,
  chunkCount: sql<number>`(select count(*)::int from chunks c where c.collection_id = ${outerId})`,
};

type Counted = Collection & { documentCount: number; chunkCount: number };

export function presentCollection(c: Counted) {
  return {
    id: c.id,
    name: c.name,
    createdAt: c.createdAt.toISOString(),
    documentCount: Number(c.documentCount),
    chunkCount: Number(c.chunkCount),
    embeddingModel: c.embeddingModel,
  };
}

export function slugFor(name: string): string {
  const base = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/g, "");
  return `${base.length >= 2 ? base : "collection"}-${randomBase62(6).toLowerCase()}`;
}

export async function createCollection({ ctx, input }: { ctx: AuthedContext; input: CreateCollectionInput }) {
  if (ctx.principal.scope === "Collection") throw new ForbiddenError("A collection-scoped key cannot create collections.");
  const db = await getDb();
  const id = input.id ?? slugFor(input.name);
  const [created] = await db
    .insert(collections)
    .values({ id, orgId: ctx.principal.orgId, name: input.name, embeddingModel: defaultEmbeddingModel() })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new ConflictError(`The collection id "${id}" is already taken.`);
  return { collection: presentCollection({ ...created, documentCount: 0, chunkCount: 0 }) };
}

export async function listCollections({ ctx, query }: { ctx: AuthedContext; query: PageQuery }) {
  const db = await getDb();
  const window = keyset(collections.createdAt, collections.id, decodeCursor(query.cursor));
  const found = await db
    .select({ ...collectionsColumns(), ...counts })
    .from(collections)
    .where(
      and(
        eq(collections.orgId, ctx.principal.orgId),
        ctx.principal.collectionId ? eq(collections.id, ctx.principal.collectionId) : undefined,
        window.where,
      ),
    )
    .orderBy(...window.orderBy)
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(found, query.limit, (c) => ({ at: c.createdAt.toISOString(), id: c.id }));
  return { collections: page.map(presentCollection), nextCursor };
}

export async function getCollection({ collection }: { collection: Collection }) {
  const db = await getDb();
  const [row] = await db.select({ ...collectionsColumns(), ...counts }).from(collections).where(eq(collections.id, collection.id));
  return { collection: presentCollection(row) };
}

/** Removes the collection; its documents, chunks, connections and collection-scoped keys go with it. */
export async function deleteCollection({ collection }: { collection: Collection }) {
  const db = await getDb();
  await db.delete(collections).where(eq(collections.id, collection.id));
  return { deleted: true, id: collection.id };
}

function collectionsColumns() {
  return {
    id: collections.id,
    orgId: collections.orgId,
    name: collections.name,
    embeddingModel: collections.embeddingModel,
    createdAt: collections.createdAt,
  };
}

import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { documents } from "@/db/schema";
import type { Collection } from "../collections/access";
import { NotFoundError } from "../errors";
import { decodeCursor, keyset, pageOf, type PageQuery } from "../http/pagination";
import { ingestBatch } from "../ingest/ingest";
import type { UpsertDocumentsInput } from "./schemas";

const target = (collection: Collection) => ({
  collectionId: collection.id,
  orgId: collection.orgId,
  embeddingModel: collection.embeddingModel,
  source: "api",
});

export async function upsertDocuments({ collection, input }: { collection: Collection; input: UpsertDocumentsInput }) {
  const stats = await ingestBatch(target(collection), {
    upserts: input.documents.map(({ id, createdAt, updatedAt, ...doc }) => ({
      externalId: id,
      ...doc,
      createdAt: createdAt ? new Date(createdAt) : undefined,
      updatedAt: updatedAt ? new Date(updatedAt) : undefined,
    })),
  });
  return { upserted: stats.inserted + stats.updated, unchanged: stats.unchanged };
}

export async function deleteDocument({ collection, documentId }: { collection: Collection; documentId: string }) {
  const db = await getDb();
  const [doc] = await db
    .select({ id: documents.id, sourceConnectionId: documents.sourceConnectionId, externalId: documents.externalId })
    .from(documents)
    .where(and(eq(documents.collectionId, collection.id), eq(documents.id, documentId)));
  if (!doc) throw new NotFoundError("document");
  await ingestBatch({ ...target(collection), sourceConnectionId: doc.sourceConnectionId }, { deletes: [doc.externalId] });
  return { deleted: true, id: documentId };
}

type DocumentRow = Omit<typeof documents.$inferSelect, "content"> & { content?: string; chunkCount?: number };

export function presentDocument(doc: DocumentRow, withContent = false) {
  return {
    id: doc.id,
    title: doc.title,
    url: doc.url,
    author: doc.author,
    metadata: doc.metadata,
    createdAt: (doc.sourceCreatedAt ?? doc.createdAt).toISOString(),
    updatedAt: (doc.sourceUpdatedAt ?? doc.updatedAt).toISOString(),
    indexedAt: doc.updatedAt.toISOString(),
    ...(doc.chunkCount !== undefined ? { chunkCount: Number(doc.chunkCount) } : {}),
    ...(withContent ? { content: doc.content } : {}),
  };
}

export async function listDocuments({ collection, query }: { collection: Collection; query: PageQuery }) {
  const db = await getDb();
  const window = keyset(documents.updatedAt, documents.id, decodeCursor(query.cursor));
  const found = await db
    .select({
      ...documentColumns(),
      chunkCount: sql<number>`(select count(*)::int from chunks c where c.collection_id = "documents"."collection_id" and c.document_id = "documents"."id")`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.collectionId, collection.id),
        window.where,
      ),
    )
    .orderBy(...window.orderBy)
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(found, query.limit, (d) => ({ at: d.updatedAt.toISOString(), id: d.id }));
  return { documents: page.map((d) => presentDocument(d)), nextCursor };
}

/** One document with its full text (MCP `fetch`, the documents tab). */
export async function getDocument({ collection, documentId }: { collection: Collection; documentId: string }) {
  const db = await getDb();
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.collectionId, collection.id), eq(documents.id, documentId)));
  if (!doc) throw new NotFoundError("document");
  return { document: presentDocument(doc, true) };
}

function documentColumns() {
  const { content: _content, ...columns } = getTableColumns(documents);
  return columns;
}

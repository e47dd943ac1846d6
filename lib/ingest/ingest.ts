import { createHash } from "node:crypto";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { chunks, documents } from "@/db/schema";
import { embedderFor } from "../ai/openai-compatible";
import { newId } from "../ids";
import { ensureModelIndex } from "../search/vector-index";
import { chunkDocument } from "./chunker";
import type { IngestDocument } from "./types";

/** Where a batch goes: a collection, and the connection that produced it (none for API uploads). */
export type IngestTarget = {
  collectionId: string;
  orgId: string;
  embeddingModel: string;
  source: string;
  sourceConnectionId?: string | null;
};

export type IngestStats = { inserted: number; updated: number; unchanged: number; deleted: number };

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function documentIdFor(target: IngestTarget, externalId: string): string {
  return target.sourceConnectionId ? `${target.sourceConnectionId}:${externalId}` : externalId;
}

/**
 * The one entry point of ingestion, for API uploads and connector syncs alike: upserts and deletes
 * a batch. Unchanged documents (same content hash) are neither re-chunked nor re-embedded. The
 * writes happen in one transaction — the caller's, when given, so a sync can store its cursor in it.
 */
export async function ingestBatch(
  target: IngestTarget,
  batch: { upserts?: IngestDocument[]; deletes?: string[] },
  options: {
    tx?: Tx;
    /** Runs inside the batch's transaction, after its writes (a sync saves its cursor here). */
    afterWrite?: (tx: Tx, stats: IngestStats) => Promise<void>;
    /** Marks every delivered document as seen by this sync, for mark-and-sweep deletion. */
    seenBy?: string;
  } = {},
): Promise<IngestStats> {
  const db = await getDb();
  const upserts = dedupe(batch.upserts ?? []).map((doc) => prepare(target, doc));
  const deleteIds = [...new Set(batch.deletes ?? [])].map((id) => documentIdFor(target, id));

  // A sync marks what it sees in the same statement that reads the stored hashes: an unchanged
  // document costs one row update and nothing else.
  const mine = and(eq(documents.collectionId, target.collectionId), inArray(documents.id, upserts.map((u) => u.id)));
  const existing = !upserts.length
    ? []
    : options.seenBy
      ? await db.update(documents).set({ lastSeenSyncId: options.seenBy }).where(mine).returning({ id: documents.id, contentHash: documents.contentHash })
      : await db.select({ id: documents.id, contentHash: documents.contentHash }).from(documents).where(mine);
  const known = new Map(existing.map((e) => [e.id, e.contentHash]));
  const changed = upserts.filter((u) => known.get(u.id) !== u.contentHash);

  const pieces = changed.flatMap((doc) =>
    chunkDocument({ title: doc.title ?? undefined, content: doc.content }).map((chunk) => ({ doc, chunk })),
  );
  const embedder = embedderFor(target.embeddingModel);
  const vectors = pieces.length ? await embedder.embed(pieces.map(({ chunk }) => textToEmbed(chunk))) : [];
  const dimensions = vectors[0]?.length ?? 0;
  if (dimensions) await ensureModelIndex(db, target.embeddingModel, dimensions);

  const write = async (tx: Tx): Promise<IngestStats> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ingest:${target.collectionId}`}))`);
    const replacedIds = [...changed.filter((d) => known.has(d.id)).map((d) => d.id), ...deleteIds];
    await forgetChunks(tx, target.collectionId, replacedIds);
    let deleted = 0;
    if (deleteIds.length) {
      const gone = await tx
        .delete(documents)
        .where(and(eq(documents.collectionId, target.collectionId), inArray(documents.id, deleteIds)))
        .returning({ id: documents.id });
      deleted = gone.length;
    }
    // One statement per 500 documents; `excluded` carries each row's new values.
    for (let i = 0; i < changed.length; i += 500) {
      await tx
        .insert(documents)
        .values(changed.slice(i, i + 500).map((doc) => ({ ...doc, lastSeenSyncId: options.seenBy ?? null })))
        .onConflictDoUpdate({
          target: [documents.collectionId, documents.id],
          set: {
            sourceConnectionId: sql`excluded.source_connection_id`,
            externalId: sql`excluded.external_id`,
            title: sql`excluded.title`,
            url: sql`excluded.url`,
            author: sql`excluded.author`,
            content: sql`excluded.content`,
            contentHash: sql`excluded.content_hash`,
            metadata: sql`excluded.metadata`,
            sourceCreatedAt: sql`excluded.source_created_at`,
            sourceUpdatedAt: sql`excluded.source_updated_at`,
            lastSeenSyncId: sql`coalesce(excluded.last_seen_sync_id, ${documents.lastSeenSyncId})`,
            updatedAt: sql`now()`,
          },
        });
    }
    const chunkRows = pieces.map(({ doc, chunk }, i) => ({
      id: newId("chk"),
      collectionId: target.collectionId,
      documentId: doc.id,
      orgId: target.orgId,
      ordinal: chunk.ordinal,
      title: chunk.title ?? doc.title ?? null,
      content: chunk.content,
      tokenCount: chunk.tokenCount,
      embedding: vectors[i],
      embeddingModel: target.embeddingModel,
    }));
    for (let i = 0; i < chunkRows.length; i += 500) {
      await tx.insert(chunks).values(chunkRows.slice(i, i + 500));
    }
    await countChunks(tx, target.collectionId, chunkRows.map((c) => c.id));
    const stats = {
      inserted: changed.filter((d) => !known.has(d.id)).length,
      updated: changed.filter((d) => known.has(d.id)).length,
      unchanged: upserts.length - changed.length,
      deleted,
    };
    await options.afterWrite?.(tx, stats);
    return stats;
  };
  return options.tx ? write(options.tx) : db.transaction(write);
}

function textToEmbed(chunk: { title?: string; content: string }): string {
  return chunk.title ? `${chunk.title}\n${chunk.content}` : chunk.content;
}

function dedupe(docs: IngestDocument[]): IngestDocument[] {
  return [...new Map(docs.map((d) => [d.externalId, d])).values()];
}

function prepare(target: IngestTarget, doc: IngestDocument) {
  const createdAt = doc.createdAt ?? null;
  const updatedAt = doc.updatedAt ?? doc.createdAt ?? null;
  const metadata: Record<string, unknown> = {
    ...(doc.metadata ?? {}),
    source: target.source,
    title: doc.title ?? null,
    url: doc.url ?? null,
    author: doc.author ?? null,
    created_at: createdAt?.toISOString() ?? null,
    updated_at: updatedAt?.toISOString() ?? null,
  };
  const prepared = {
    id: documentIdFor(target, doc.externalId),
    collectionId: target.collectionId,
    orgId: target.orgId,
    sourceConnectionId: target.sourceConnectionId ?? null,
    externalId: doc.externalId,
    title: doc.title ?? null,
    url: doc.url ?? null,
    author: doc.author ?? null,
    content: doc.content,
    metadata,
    sourceCreatedAt: createdAt,
    sourceUpdatedAt: updatedAt,
  };
  const contentHash = createHash("sha256")
    .update(JSON.stringify([target.embeddingModel, prepared.content, prepared.metadata]))
    .digest("hex");
  return { ...prepared, contentHash };
}

/** Takes the chunks of these documents out of the BM25 statistics, then deletes them. */
async function forgetChunks(tx: Tx, collectionId: string, documentIds: string[]): Promise<void> {
  if (!documentIds.length) return;
  const ids = sql.join(documentIds.map((id) => sql`${id}`), sql`, `);
  await forgetChunksWhere(tx, collectionId, sql`c.document_id in (${ids})`);
}

/** The same for every chunk matching `condition` (over chunks aliased `c`). */
export async function forgetChunksWhere(tx: Tx, collectionId: string, condition: SQL): Promise<void> {
  // A champion list that may hold a deleted chunk is dropped; the next query that needs it rebuilds it.
  await tx.execute(sql`
    with old as (
      select lexeme, count(*)::int as n
      from chunks c, unnest(tsvector_to_array(c.tsv)) as lexeme
      where c.collection_id = ${collectionId} and ${condition}
      group by lexeme
    ),
    dropped as (
      delete from term_champions t using old where t.collection_id = ${collectionId} and t.lexeme = old.lexeme
    )
    update term_stats t set df = t.df - old.n
    from old
    where t.collection_id = ${collectionId} and t.lexeme = old.lexeme`);
  await tx.execute(sql`
    update collection_stats s set chunk_count = s.chunk_count - old.n, token_count = s.token_count - old.tokens
    from (
      select count(*)::int as n, coalesce(sum(token_count), 0)::bigint as tokens
      from chunks c where c.collection_id = ${collectionId} and ${condition}
    ) old
    where s.collection_id = ${collectionId}`);
  await tx.execute(sql`delete from chunks c where c.collection_id = ${collectionId} and ${condition}`);
}

/** Adds new chunks to the BM25 statistics (lexemes in a fixed order so concurrent writers never deadlock). */
async function countChunks(tx: Tx, collectionId: string, chunkIds: string[]): Promise<void> {
  if (!chunkIds.length) return;
  for (let i = 0; i < chunkIds.length; i += 2000) {
    const ids = sql.join(chunkIds.slice(i, i + 2000).map((id) => sql`${id}`), sql`, `);
    // New chunks join the pending part of their words' champion lists (see lib/search/champions.ts).
    await tx.execute(sql`
      with fresh as (
        select lexeme, count(*)::int as n,
               array_agg(c.id order by c.id) filter (
                 where lexeme in (select lexeme from term_champions where collection_id = ${collectionId})
               ) as ids
        from chunks c, unnest(tsvector_to_array(c.tsv)) as lexeme
        where c.id in (${ids})
        group by lexeme
      ),
      grown as (
        update term_champions t set pending = t.pending || fresh.ids
        from fresh
        where t.collection_id = ${collectionId} and t.lexeme = fresh.lexeme
      )
      insert into term_stats (collection_id, lexeme, df)
      select ${collectionId}, lexeme, n from fresh
      order by lexeme
      on conflict (collection_id, lexeme) do update set df = term_stats.df + excluded.df`);
    await tx.execute(sql`
      insert into collection_stats (collection_id, chunk_count, token_count)
      select ${collectionId}, count(*)::int, coalesce(sum(token_count), 0)::bigint from chunks where id in (${ids})
      on conflict (collection_id) do update set
        chunk_count = collection_stats.chunk_count + excluded.chunk_count,
        token_count = collection_stats.token_count + excluded.token_count`);
  }
}

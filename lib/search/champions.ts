import { sql } from "drizzle-orm";
import { rows, type Db } from "@/db/client";
import { saturation, termFrequency } from "./bm25";
import { toTextArray } from "./sql-arrays";

/** Chunks kept per word: enough to fill a page of results after filters and the exact re-scoring. */
export const CHAMPIONS = 400;
const MIN_SHARE = 100;

type Entry = { chunkIds: string[]; pending: string[] };

/**
 * The candidate chunks for words too common to rank in full: each word's champion list (its best
 * chunks by the word's BM25 weight when the list was built) and every chunk that gained the word since. A chunk
 * outside all of them ranked below CHAMPIONS others for every one of these words.
 *
 * A missing list is built here, and one whose pending part outgrew it is rebuilt, so the cost of
 * ranking all of a word's chunks is paid once per CHAMPIONS new chunks holding it, not per query.
 */
export async function championCandidates(
  db: Db,
  { collectionId, lexemes, size = CHAMPIONS, averageLength }: { collectionId: string; lexemes: string[]; size?: number; averageLength: number },
): Promise<string[]> {
  const stored = await rows<{ lexeme: string; chunk_ids: string[]; pending: string[] }>(
    db,
    sql`select lexeme, chunk_ids, pending from term_champions
        where collection_id = ${collectionId} and lexeme = any(${toTextArray(lexemes)}::text[])`,
  );
  const lists = new Map<string, Entry>(stored.map((r) => [r.lexeme, { chunkIds: r.chunk_ids, pending: r.pending }]));
  // Several words share the budget: each contributes the head of its list (lists are best first).
  const share = Math.max(Math.min(MIN_SHARE, size), Math.ceil(size / lexemes.length));
  const ids = new Set<string>();
  for (const lexeme of lexemes) {
    let entry = lists.get(lexeme);
    if (!entry || entry.pending.length > size) entry = (await rebuild(db, { collectionId, lexeme, current: entry, size, averageLength })) ?? entry!;
    for (const id of entry.chunkIds.slice(0, share)) ids.add(id);
    for (const id of entry.pending) ids.add(id);
  }
  return [...ids];
}

/**
 * Ranks every chunk holding the word and keeps the best. Pending ids this rebuild has seen are
 * consumed; ones an ingestion appended meanwhile (which this snapshot may miss) stay pending.
 *
 * An ingestion that is appending to this list holds its row until it commits, which can take
 * seconds for a large batch; rather than wait, the search then uses the list as it was read (still
 * complete, only longer) and a later query rebuilds it. Returns undefined in that case.
 */
async function rebuild(
  db: Db,
  { collectionId, lexeme, current, size, averageLength }: { collectionId: string; lexeme: string; current?: Entry; size: number; averageLength: number },
): Promise<Entry | undefined> {
  const word = sql`quote_literal(${lexeme})::tsquery`;
  try {
    return await db.transaction(async (tx) => {
      if (current) await tx.execute(sql`set local lock_timeout = '100ms'`);
      const [row] = await rows<{ chunk_ids: string[]; pending: string[] }>(
        tx as unknown as Db,
        sql`
        insert into term_champions (collection_id, lexeme, chunk_ids, pending)
        values (
          ${collectionId}, ${lexeme},
          array(
            select c.id from chunks c
            where c.collection_id = ${collectionId} and c.tsv @@ ${word}
            order by ${saturation(termFrequency(lexeme), sql`c.token_count`, averageLength)} desc, c.id
            limit ${size}
          ),
          '{}'
        )
        on conflict (collection_id, lexeme) do update set
          chunk_ids = excluded.chunk_ids,
          pending = array(select p from unnest(term_champions.pending) as p where p <> all(${toTextArray(current?.pending ?? [])}::text[]))
        returning chunk_ids, pending`,
      );
      return { chunkIds: row.chunk_ids, pending: row.pending };
    });
  } catch (error) {
    if (current && isLockTimeout(error)) return undefined;
    throw error;
  }
}

function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "55P03") return true;
  }
  return false;
}

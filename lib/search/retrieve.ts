import { sql, type SQL } from "drizzle-orm";
import { HNSW_EF_SEARCH, rows, type Db } from "@/db/client";
import { K1, num, saturation, termFrequency } from "./bm25";
import { championCandidates } from "./champions";
import { toFloatArray, toTextArray } from "./sql-arrays";
import { embeddingExpression } from "./vector-index";

export type Candidate = { id: string; score: number };

// Candidate matches: the rarest terms' postings up to this budget, each scored exactly.
const MATCH_BUDGET = 1000;

export type WeightedText = { text: string; weight: number };

/**
 * Keyword candidates ranked by BM25 over the chunk's title and text, with document frequencies and
 * the average length kept by ingestion. Scores are a fraction of the best score the query could
 * reach (every term matched at saturation), so they fall in [0, 1] without per-query rescaling.
 *
 * Candidates come from the query's rarest terms only (up to MATCH_BUDGET postings): a chunk that
 * holds none of them cannot outrank one that does by much, and common words would otherwise match
 * most of a large collection. When even the rarest term is that common, candidates come from the
 * terms' champion lists (lib/search/champions.ts). Every query term still scores.
 */
export async function keywordCandidates(
  db: Db,
  args: {
    collectionId: string;
    texts: WeightedText[];
    filter: SQL | null;
    limit: number;
    /** Tuning, for tests: the postings budget and champion list length. */
    budget?: number;
    champions?: number;
  },
): Promise<Candidate[]> {
  const budget = args.budget ?? MATCH_BUDGET;
  const terms = await queryTerms(db, args.collectionId, args.texts);
  if (!terms.lexemes.length) return [];
  const { lexemes, idf } = terms;
  const order = lexemes.map((_, i) => i).sort((a, b) => terms.df[a] - terms.df[b]);
  const chosen: string[] = [];
  let postings = 0;
  for (const i of order) {
    if (chosen.length && postings + terms.df[i] > budget) break;
    chosen.push(lexemes[i]);
    postings += terms.df[i];
  }
  const best = idf.reduce((sum, x) => sum + x, 0) * (K1 + 1);
  const holding = (some: string[], every: boolean) =>
    sql`c.tsv @@ (select string_agg(quote_literal(l), ${every ? " & " : " | "})::tsquery from unnest(${toTextArray(some)}::text[]) as l)`;
  const bm25 = sql.join(
    lexemes.map((_, i) => sql`${num(idf[i])} * ${saturation(sql.raw(`m.tf${i}`), sql`m.token_count`, terms.avgdl)}`),
    sql` + `,
  );
  const score = (where: SQL) =>
    rows<{ id: string; bm25: number }>(
      db,
      sql`
    with matches as materialized (
      select c.id, c.token_count, ${sql.join(
        lexemes.map((l, i) => sql`${termFrequency(l)} as ${sql.raw(`tf${i}`)}`),
        sql`, `,
      )}
      from chunks c ${args.filter ? sql`join documents d on d.collection_id = c.collection_id and d.id = c.document_id` : sql``}
      where c.collection_id = ${args.collectionId} and ${where} ${args.filter ? sql`and ${args.filter}` : sql``}
    )
    select m.id, ${bm25} as bm25
    from matches m
    order by bm25 desc, m.id
    limit ${args.limit}`,
    );

  let found: Array<{ id: string; bm25: number }> = [];
  if (postings > budget) {
    // Even the rarest word is common: rank the words' champion lists instead of all their chunks.
    const ids = await championCandidates(db, { collectionId: args.collectionId, lexemes, size: args.champions, averageLength: terms.avgdl });
    found = await score(sql`c.id = any(${toTextArray(ids)}::text[])`);
    // A narrow filter can leave too few of those: then chunks holding every word, then any.
    if (found.length < args.limit && lexemes.length > 1) found = await score(holding(lexemes, true));
  }
  if (found.length < args.limit) found = await score(holding(chosen, false));
  return found.map((r) => ({ id: r.id, score: Math.min(1, Math.max(0, Number(r.bm25) / best || 0)) }));
}

/** The query's lexemes (as PostgreSQL stems them) with their weighted idf, and the collection's statistics. */
async function queryTerms(db: Db, collectionId: string, texts: WeightedText[]) {
  const found = await rows<{ lexeme: string; weight: number; df: number; n: number; avgdl: number }>(
    db,
    sql`
    with input as (
      select t.text, t.weight from unnest(${toTextArray(texts.map((t) => t.text))}::text[], ${toFloatArray(texts.map((t) => t.weight))}::float8[]) as t(text, weight)
    ),
    stats as (
      select greatest(chunk_count, 1)::float8 as n, greatest(token_count::float8 / greatest(chunk_count, 1), 1) as avgdl
      from collection_stats where collection_id = ${collectionId}
    )
    select l.lexeme, max(i.weight) as weight, coalesce(max(s.df), 0) as df, max(stats.n) as n, max(stats.avgdl) as avgdl
    from input i
    cross join lateral unnest(tsvector_to_array(to_tsvector('english', i.text))) as l(lexeme)
    cross join stats
    left join term_stats s on s.collection_id = ${collectionId} and s.lexeme = l.lexeme
    where strpos(l.lexeme, chr(92)) = 0
    group by l.lexeme
    order by l.lexeme`,
  );
  const total = Number(found[0]?.n ?? 1);
  const live = found.filter((t) => Number(t.df) > 0);
  return {
    lexemes: live.map((t) => t.lexeme),
    df: live.map((t) => Number(t.df)),
    idf: live.map((t) => Number(t.weight) * Math.log(1 + (total - Number(t.df) + 0.5) / (Number(t.df) + 0.5))),
    avgdl: Number(found[0]?.avgdl ?? 1),
  };
}

/** Nearest chunks by cosine distance through the model's partial HNSW index. */
export async function semanticCandidates(
  db: Db,
  args: { collectionId: string; model: string; vector: number[]; filter: SQL | null; limit: number },
): Promise<Candidate[]> {
  const distance = distanceTo(args.vector);
  const nearest = async (on: Db) => {
    const found = await rows<{ id: string; distance: number }>(
      on,
      sql`
      select c.id, ${distance} as distance
      from chunks c ${args.filter ? sql`join documents d on d.collection_id = c.collection_id and d.id = c.document_id` : sql``}
      where c.collection_id = ${args.collectionId} and c.embedding_model = ${args.model} ${args.filter ? sql`and ${args.filter}` : sql``}
      order by ${distance}
      limit ${args.limit}`,
    );
    return found.map(similarityOf).sort((a, b) => b.score - a.score);
  };
  // Every connection starts with iterative scans on and HNSW_EF_SEARCH candidates (db/client.ts);
  // a longer page widens the candidate list for this query only.
  const ef = Math.max(HNSW_EF_SEARCH, args.limit * 2);
  if (ef === HNSW_EF_SEARCH) return nearest(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hnsw.ef_search', ${String(ef)}, true)`);
    return nearest(tx as unknown as Db);
  });
}

/** The cosine similarity of the given chunks to a vector, computed exactly (no index). */
export async function similarities(
  db: Db,
  args: { collectionId: string; model: string; vector: number[]; ids: string[] },
): Promise<Candidate[]> {
  if (!args.ids.length) return [];
  const found = await rows<{ id: string; distance: number }>(
    db,
    sql`
    select c.id, ${distanceTo(args.vector)} as distance
    from chunks c
    where c.collection_id = ${args.collectionId} and c.embedding_model = ${args.model} and c.id = any(${toTextArray(args.ids)}::text[])`,
  );
  return found.map(similarityOf);
}

/** Cosine distance of chunk `c` to a vector, on the expression the model's HNSW index is built on. */
function distanceTo(vector: number[]): SQL {
  const dims = vector.length;
  return sql`${embeddingExpression(dims)} <=> ${`[${vector.join(",")}]`}::vector(${sql.raw(String(dims))})`;
}

const similarityOf = (r: { id: string; distance: number }): Candidate => ({ id: r.id, score: Math.min(1, Math.max(0, 1 - Number(r.distance))) });

export type HydratedChunk = {
  id: string;
  documentId: string;
  title: string | null;
  content: string;
  metadata: Record<string, unknown>;
  ordinal: number;
  embedding?: number[];
};

/** The chunks and their documents' metadata for a list of ids. */
export async function hydrate(db: Db, collectionId: string, ids: string[], withEmbeddings = false): Promise<Map<string, HydratedChunk>> {
  if (!ids.length) return new Map();
  const found = await rows<{
    id: string;
    document_id: string;
    title: string | null;
    content: string;
    metadata: Record<string, unknown> | string;
    ordinal: number;
    embedding: string | null;
  }>(
    db,
    sql`select c.id, c.document_id, c.title, c.content, d.metadata, c.ordinal,
               ${withEmbeddings ? sql`c.embedding::text` : sql`null`} as embedding
        from chunks c join documents d on d.collection_id = c.collection_id and d.id = c.document_id
        where c.collection_id = ${collectionId} and c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(
    found.map((r) => [
      r.id,
      {
        id: r.id,
        documentId: r.document_id,
        title: r.title,
        content: r.content,
        metadata: typeof r.metadata === "string" ? JSON.parse(r.metadata) : r.metadata,
        ordinal: Number(r.ordinal),
        embedding: r.embedding ? (JSON.parse(r.embedding) as number[]) : undefined,
      },
    ]),
  );
}

import { sql, type SQL } from "drizzle-orm";

// BM25 (Robertson/Spärck Jones idf, k1 and b as in Lucene); title words count TITLE_BOOST times.
export const K1 = 1.2;
export const B = 0.75;
export const TITLE_BOOST = 2;

/** A number as SQL text (for constants the planner should see, not parameters). */
export const num = (value: number) => sql.raw(String(value));

// For a one-word query, ts_rank_cd is the sum of the weights of the word's occurrences ({D, C, B,
// A}; chunk titles are A, text B). With these weights it is the term frequency over TITLE_BOOST,
// found by binary search in the tsvector: ~0.5 µs, where unnesting the tsvector cost ~40 µs.
const TF_WEIGHTS = sql.raw(`'{${1 / TITLE_BOOST},${1 / TITLE_BOOST},${1 / TITLE_BOOST},1}'::float4[]`);

/** How often a lexeme occurs in chunk `c` (title occurrences counted TITLE_BOOST times). */
export function termFrequency(lexeme: string): SQL {
  return sql`${num(TITLE_BOOST)} * ts_rank_cd(${TF_WEIGHTS}, c.tsv, quote_literal(${lexeme})::tsquery)`;
}

/** BM25's saturated, length-normalised term weight for a frequency and a document length. */
export function saturation(tf: SQL, length: SQL, averageLength: number): SQL {
  return sql`${tf} * ${num(K1 + 1)} / (${tf} + ${num(K1)} * (1 - ${num(B)} + ${num(B)} * ${length} / ${num(averageLength)}))`;
}

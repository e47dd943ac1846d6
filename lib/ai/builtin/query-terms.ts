import { stem } from "./porter-stemmer";
import { isStopword, stripPossessive, tokenize } from "./tokenize";
import { rankOf, type WordModel } from "./word-model";
import { rankIdf } from "./word-stats";

export type QueryTerms = {
  /** All query tokens, lowercased, in order (for phrase matching). */
  tokens: string[];
  /** Distinct stems of the content terms, in order of first appearance. */
  stems: string[];
  /** Rank-based idf of each stem (of its first surface form). */
  idf: Map<string, number>;
  totalIdf: number;
};

/** Stem of a token for matching: possessive dropped, Porter-stemmed. */
export function matchKey(token: string): string {
  return stem(stripPossessive(token));
}

export function analyzeQuery(model: WordModel, query: string): QueryTerms {
  const tokens = tokenize(query);
  const idf = new Map<string, number>();
  for (const token of tokens) {
    const bare = stripPossessive(token);
    if (isStopword(token) || isStopword(bare) || bare.length === 0) continue;
    const key = stem(bare);
    if (!idf.has(key)) idf.set(key, rankIdf(rankOf(model, bare)));
  }
  // A query of only stopwords ("to be or not to be") still has terms to match.
  if (idf.size === 0) for (const token of tokens) if (!idf.has(matchKey(token))) idf.set(matchKey(token), 1);
  let totalIdf = 0;
  for (const value of idf.values()) totalIdf += value;
  return { tokens, stems: [...idf.keys()], idf, totalIdf };
}

/** Idf-weighted share of the query's terms among the given match keys, in [0, 1]. */
export function coverage(query: QueryTerms, keys: ReadonlySet<string>): number {
  if (query.totalIdf === 0) return 0;
  let covered = 0;
  for (const [key, weight] of query.idf) if (keys.has(key)) covered += weight;
  return covered / query.totalIdf;
}

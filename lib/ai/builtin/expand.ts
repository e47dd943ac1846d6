import { isInflection, neighbours } from "./neighbours";
import { stem } from "./porter-stemmer";
import { contentTerms } from "./tokenize";
import { getWordModel, rankOf, type WordModel } from "./word-model";
import { rankIdf } from "./word-stats";
import { antonyms, synonyms } from "./wordnet";

export type ExpansionSource = "wordnet" | "embedding" | "feedback";
export type Expansion = { term: string; weight: number; source: ExpansionSource };
export type QueryExpansion = { expansions: Expansion[]; expandedQueries: string[] };
export type ExpandOptions = { feedbackTexts?: string[] };

// Original query terms weigh 1. A first-sense WordNet synonym is usually a true synonym; an
// embedding neighbour is often only related ("car" -> "truck"); feedback terms are topical context.
const WORDNET_WEIGHT = 0.6;
const EMBEDDING_WEIGHT = 0.5;
const FEEDBACK_WEIGHT = 0.4;
const MIN_NEIGHBOUR_SIMILARITY = 0.6;
const MAX_EXPANDED_TERMS = 6;

/** Related terms for a query, and human-readable variants of it, from built-in resources only. */
export async function expandQuery(query: string, { feedbackTexts = [] }: ExpandOptions = {}): Promise<QueryExpansion> {
  const model = await getWordModel();
  const terms = [...new Set(contentTerms(query))].filter((t) => /\p{L}/u.test(t));
  const isQueryTerm = (candidate: string) => terms.some((t) => isInflection(t, candidate));
  const byTerm = new Map<string, Expansion>();
  const add = (expansion: Expansion) => {
    const existing = byTerm.get(expansion.term);
    if (!existing || existing.weight < expansion.weight) byTerm.set(expansion.term, expansion);
  };

  const firstSynonym = new Map<string, string>();
  for (const term of terms.slice(0, MAX_EXPANDED_TERMS)) {
    const found = synonyms(term, { maxSenses: 1 })
      .map((s) => s.toLowerCase())
      .filter((s) => s.split(" ").length <= 2 && !isQueryTerm(s));
    found.slice(0, 3).forEach((synonym, i) => add({ term: synonym, weight: round(WORDNET_WEIGHT - 0.05 * i), source: "wordnet" }));
    if (found[0]) firstSynonym.set(term, found[0]);
    // Embedding neighbours include antonyms ("cheap" -> "expensive"), which would invert the query.
    const opposites = new Set(antonyms(term));
    for (const neighbour of await neighbours(term, { k: 4, minSimilarity: MIN_NEIGHBOUR_SIMILARITY })) {
      if (isQueryTerm(neighbour.word) || opposites.has(neighbour.word)) continue;
      add({ term: neighbour.word, weight: round(EMBEDDING_WEIGHT * neighbour.similarity), source: "embedding" });
    }
  }

  const feedback = feedbackTerms(model, feedbackTexts, isQueryTerm);
  feedback.forEach(add);

  const expansions = [...byTerm.values()].sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
  const expandedQueries: string[] = [];
  for (const [term, synonym] of [...firstSynonym].slice(0, 2)) {
    const variant = replaceWord(query, term, synonym);
    if (variant !== query) expandedQueries.push(variant);
  }
  if (feedback.length > 0) expandedQueries.push(`${query.trim()} ${feedback.slice(0, 3).map((f) => f.term).join(" ")}`);
  return { expansions, expandedQueries: [...new Set(expandedQueries)] };
}

/**
 * Pseudo-relevance feedback: terms that recur across the first results but are rare in general
 * English (high rank-based idf), scored by the share of results containing them times that idf.
 */
function feedbackTerms(model: WordModel, texts: string[], isQueryTerm: (t: string) => boolean): Expansion[] {
  if (texts.length === 0) return [];
  const documents = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const surface = new Map<string, string>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const term of contentTerms(text)) {
      if (term.length < 3 || !/\p{L}/u.test(term) || isQueryTerm(term)) continue;
      const key = stem(term);
      if (!surface.has(key) || term.length < (surface.get(key) ?? "").length) surface.set(key, term);
      occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
      if (!seen.has(key)) documents.set(key, (documents.get(key) ?? 0) + 1);
      seen.add(key);
    }
  }
  const minDocuments = texts.length >= 3 ? 2 : 1;
  const scored: Array<{ term: string; score: number }> = [];
  for (const [key, df] of documents) {
    if (df < minDocuments) continue;
    const term = surface.get(key) ?? key;
    const score = (df / texts.length) * Math.log(1 + (occurrences.get(key) ?? 0)) * rankIdf(rankOf(model, term));
    scored.push({ term, score });
  }
  scored.sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const top = scored.slice(0, 5);
  const best = top[0]?.score ?? 1;
  return top.map(({ term, score }) => ({ term, weight: round((FEEDBACK_WEIGHT * score) / best), source: "feedback" }));
}

function replaceWord(text: string, word: string, replacement: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu"), replacement);
}

const round = (value: number) => Math.round(value * 1000) / 1000;


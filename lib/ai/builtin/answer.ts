import { cosine, embedText, embedTokens } from "./embedder";
import { analyzeQuery, coverage, matchKey, type QueryTerms } from "./query-terms";
import { splitSentences } from "./sentences";
import { tokenize } from "./tokenize";
import { getWordModel } from "./word-model";

export type AnswerSource = { id: string; title?: string; content: string };
export type ExtractiveAnswer = { answer: string; citations: string[] };
export type AnswerOptions = { maxSentences?: number };

type Sentence = {
  text: string;
  result: number;
  start: number;
  keys: Set<string>;
  vector: Float64Array;
  relevance: number;
};

const MAX_RESULTS = 10;
const MIN_WORDS = 4;
const MAX_WORDS = 80;
// MMR trade-off: relevance against similarity to the sentences already chosen.
const LAMBDA = 0.7;

/**
 * The sentences of the results that best answer the query, verbatim, grouped by result in reading
 * order, each followed by " [n]" where n is the 1-based position of its result in `citations`.
 */
export async function extractiveAnswer(
  query: string,
  results: AnswerSource[],
  { maxSentences = 4 }: AnswerOptions = {},
): Promise<ExtractiveAnswer> {
  if (results.length === 0 || maxSentences <= 0) return { answer: "", citations: [] };
  const model = await getWordModel();
  const terms = analyzeQuery(model, query);
  const queryVector = embedText(model, query);
  const candidates = collectSentences(results.slice(0, MAX_RESULTS), (tokens) => embedTokens(model, tokens), terms, queryVector);
  const chosen = selectByMmr(candidates, terms, maxSentences);
  if (chosen.length === 0) return { answer: "", citations: [] };

  // Reading order within a result; results in the order their first sentence was chosen (best first).
  const resultOrder = [...new Set(chosen.map((s) => s.result))];
  chosen.sort((a, b) => resultOrder.indexOf(a.result) - resultOrder.indexOf(b.result) || a.start - b.start);
  const citations: string[] = [];
  const parts = chosen.map((sentence) => {
    const id = results[sentence.result].id;
    if (!citations.includes(id)) citations.push(id);
    return `${sentence.text} [${citations.indexOf(id) + 1}]`;
  });
  return { answer: parts.join(" "), citations };
}

function collectSentences(
  results: AnswerSource[],
  embed: (tokens: string[]) => Float64Array,
  terms: QueryTerms,
  queryVector: Float64Array,
): Sentence[] {
  const out: Sentence[] = [];
  const seen = new Set<string>();
  results.forEach((result, index) => {
    for (const span of splitSentences(result.content)) {
      const tokens = tokenize(span.text);
      if (tokens.length < MIN_WORDS || seen.has(span.text) || isHeading(result.content, span.start)) continue;
      seen.add(span.text);
      const keys = new Set(tokens.map(matchKey));
      const vector = embed(tokens);
      const similarity = Math.max(0, cosine(vector, queryVector));
      // Overlong "sentences" are usually tables or run-on lists; first results are more trusted.
      const lengthPenalty = tokens.length > MAX_WORDS ? MAX_WORDS / tokens.length : 1;
      const rankPrior = 1 / (1 + 0.05 * index);
      const relevance = (0.6 * coverage(terms, keys) + 0.4 * similarity) * lengthPenalty * rankPrior;
      out.push({ text: span.text, result: index, start: span.start, keys, vector, relevance });
    }
  });
  return out;
}

function isHeading(content: string, start: number): boolean {
  const lineStart = content.lastIndexOf("\n", start - 1) + 1;
  return /^\s*#/.test(content.slice(lineStart, start));
}

/**
 * Maximal marginal relevance, with a bonus for covering query terms not covered yet. After the
 * first pick, a sentence must either cover a new query term or be nearly as relevant as the best.
 */
function selectByMmr(candidates: Sentence[], terms: QueryTerms, maxSentences: number): Sentence[] {
  const chosen: Sentence[] = [];
  const covered = new Set<string>();
  const best = Math.max(0, ...candidates.map((c) => c.relevance));
  let remaining = candidates.filter((c) => c.relevance > 0 && c.relevance >= 0.5 * best);
  while (chosen.length < maxSentences && remaining.length > 0) {
    let pick = -1;
    let pickScore = -Infinity;
    remaining.forEach((sentence, i) => {
      const redundancy = Math.max(0, ...chosen.map((c) => cosine(c.vector, sentence.vector)));
      const score = LAMBDA * (sentence.relevance + 0.3 * novelty(sentence, terms, covered)) - (1 - LAMBDA) * redundancy;
      if (score > pickScore) {
        pickScore = score;
        pick = i;
      }
    });
    const [sentence] = remaining.splice(pick, 1);
    chosen.push(sentence);
    for (const key of sentence.keys) covered.add(key);
    remaining = remaining.filter((c) => c.relevance >= 0.8 * best || novelty(c, terms, covered) > 0);
  }
  return chosen;
}

/** Idf-weighted share of the query's terms this sentence would newly cover. */
function novelty(sentence: Sentence, terms: QueryTerms, covered: ReadonlySet<string>): number {
  if (terms.totalIdf === 0) return 0;
  let gain = 0;
  for (const [key, weight] of terms.idf) if (sentence.keys.has(key) && !covered.has(key)) gain += weight;
  return gain / terms.totalIdf;
}

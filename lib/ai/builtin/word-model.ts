import { decodeWordVectors, type WordVectors } from "./cache-format";
import { ensureModelCache } from "./model-cache";
import { foldDiacritics, stripPossessive } from "./tokenize";

export type WordModel = WordVectors & {
  /** word -> frequency rank (row of the vector table). */
  index: Map<string, number>;
  /** Mean length of the 20,000 most frequent words' vectors: the scale given to unknown words. */
  typicalNorm: number;
};

const TYPICAL_ROWS = 20_000;

export function loadWordModel(file: string): WordModel {
  const vectors = decodeWordVectors(file);
  const index = new Map<string, number>();
  for (let rank = 0; rank < vectors.words.length; rank++) index.set(vectors.words[rank], rank);
  const rows = Math.min(TYPICAL_ROWS, vectors.norms.length);
  let total = 0;
  for (let rank = 0; rank < rows; rank++) total += vectors.norms[rank];
  return { ...vectors, index, typicalNorm: rows ? total / rows : 1 };
}

// One copy per process: Next.js dev reloads modules, and the table is 21 MB.
const KEY = Symbol.for("quarry.ai.builtin.wordModel");
type Holder = { [KEY]?: Promise<WordModel> };

export function getWordModel(): Promise<WordModel> {
  const holder = globalThis as Holder;
  holder[KEY] ??= ensureModelCache()
    .then(loadWordModel)
    .catch((error: unknown) => {
      delete holder[KEY];
      throw error;
    });
  return holder[KEY];
}

/** Rank of a token in the vocabulary, trying its possessive-free and accent-free forms. */
export function rankOf(model: WordModel, token: string): number | undefined {
  const direct = model.index.get(token);
  if (direct !== undefined) return direct;
  const bare = stripPossessive(token);
  const found = model.index.get(bare);
  if (found !== undefined) return found;
  const folded = foldDiacritics(bare);
  return folded === bare ? undefined : model.index.get(folded);
}

/**
 * Vocabulary rows for a token: the token itself, or the parts of a hyphenated token that is not
 * in the vocabulary ("open-source" -> "open", "source" when needed).
 */
export function rowsOf(model: WordModel, token: string): number[] {
  const rank = rankOf(model, token);
  if (rank !== undefined) return [rank];
  if (!token.includes("-")) return [];
  const rows: number[] = [];
  for (const part of token.split("-")) {
    const partRank = rankOf(model, part);
    if (partRank !== undefined) rows.push(partRank);
  }
  return rows;
}

/** Cosine similarity of two vocabulary rows. */
export function rowCosine(model: WordModel, a: number, b: number): number {
  const { dims, vectors } = model;
  let dot = 0;
  for (let d = 0; d < dims; d++) dot += vectors[a * dims + d] * vectors[b * dims + d];
  const denominator = model.norms[a] * model.norms[b];
  return denominator > 0 ? (dot * model.scales[a] * model.scales[b]) / denominator : 0;
}

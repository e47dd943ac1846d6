// Word statistics estimated from the frequency rank of the GloVe vocabulary (Zipf's law), because
// the package ships ranks but no counts. Ranks are 0-based; unknown words rank past the vocabulary.

/** Size of the vocabulary the ranks come from (GloVe 6B). */
export const SOURCE_VOCABULARY = 400_000;

const HARMONIC = Math.log(SOURCE_VOCABULARY) + 0.5772156649;

/** SIF smoothing constant; 1e-3 is the value Arora et al. (2017) found robust. */
export const SIF_A = 1e-3;

/** Unigram probability of the word at this rank under Zipf's law: p(r) = 1 / ((r + 1) H). */
export function rankProbability(rank: number): number {
  return 1 / ((rank + 1) * HARMONIC);
}

/** Smooth-inverse-frequency weight a / (a + p(w)). */
export function sifWeight(rank: number): number {
  return SIF_A / (SIF_A + rankProbability(rank));
}

/**
 * An idf-like weight: a word of rank r appears in roughly a fraction proportional to 1/r of
 * documents, so log(1 + r/50) behaves like log(N/df): about 0 for "the", 3 at rank 1,000, 9 unknown.
 */
export function rankIdf(rank: number | undefined): number {
  return Math.log(1 + ((rank ?? SOURCE_VOCABULARY) + 1) / 50);
}

export const MAX_RANK_IDF = rankIdf(undefined);

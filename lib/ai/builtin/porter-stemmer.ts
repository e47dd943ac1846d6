// The original Porter (1980) algorithm, for lowercase ASCII words; other words pass through.

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** The number of vowel-consonant sequences in w (Porter's m). */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && isConsonant(w, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(w, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** Consonant-vowel-consonant ending where the last consonant is not w, x or y. */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonant(w, n - 1) || isConsonant(w, n - 2) || !isConsonant(w, n - 3)) return false;
  const c = w[n - 1];
  return c !== "w" && c !== "x" && c !== "y";
}

function replaceSuffix(w: string, rules: ReadonlyArray<readonly [string, string]>, minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : w;
  }
  return w;
}

function step1a(w: string): string {
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ies")) return w.slice(0, -2);
  if (w.endsWith("ss")) return w;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith("eed")) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  let stem: string | undefined;
  if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) stem = w.slice(0, -2);
  else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) stem = w.slice(0, -3);
  if (stem === undefined) return w;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return stem + "e";
  if (endsDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return stem + "e";
  return stem;
}

function step1c(w: string): string {
  return w.endsWith("y") && hasVowel(w.slice(0, -1)) ? w.slice(0, -1) + "i" : w;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"],
  ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"],
  ["ization", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["iveness", "ive"],
  ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"],
  ["logi", "log"],
];

const STEP3: ReadonlyArray<readonly [string, string]> = [
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""],
];

const STEP4 = [
  "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou",
  "ism", "ate", "iti", "ous", "ive", "ize",
];

// Porter applies only the longest matching suffix of each step.
const byLength = <T extends string | readonly [string, string]>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => (typeof b === "string" ? b : b[0]).length - (typeof a === "string" ? a : a[0]).length);
const STEP2_SORTED = byLength(STEP2);
const STEP3_SORTED = byLength(STEP3);
const STEP4_SORTED = byLength(STEP4);

function longestMatch(w: string, sorted: ReadonlyArray<readonly [string, string]>): string {
  const rule = sorted.find(([suffix]) => w.endsWith(suffix));
  return rule ? replaceSuffix(w, [rule], 0) : w;
}

function step4(w: string): string {
  const suffix = STEP4_SORTED.find((s) => w.endsWith(s));
  if (!suffix) return w;
  const stem = w.slice(0, -suffix.length);
  if (measure(stem) <= 1) return w;
  if (suffix === "ion" && !/[st]$/.test(stem)) return w;
  return stem;
}

function step5(w: string): string {
  if (w.endsWith("e")) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (w.endsWith("ll") && measure(w) > 1) w = w.slice(0, -1);
  return w;
}

const cache = new Map<string, string>();

export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  let w = step1c(step1b(step1a(word)));
  w = step5(step4(longestMatch(longestMatch(w, STEP2_SORTED), STEP3_SORTED)));
  if (cache.size > 50_000) cache.clear();
  cache.set(word, w);
  return w;
}

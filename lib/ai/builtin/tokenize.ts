const TOKEN = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before " +
    "being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't " +
    "down during each either else ever few for from further get gets got had hadn't has hasn't have haven't " +
    "having he he'd he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm " +
    "i've if in into is isn't it it's its itself just let's may me might more most must mustn't my myself " +
    "neither no nor not now of off on once only or other ought our ours ourselves out over own same shall " +
    "shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them " +
    "themselves then there there's these they they'd they'll they're they've this those through thus to too " +
    "under until up upon us very was wasn't we we'd we'll we're we've were weren't what what's when when's " +
    "where where's whether which while who who's whom whose why why's will with within without won't would " +
    "wouldn't yet you you'd you'll you're you've your yours yourself yourselves"
  ).split(" "),
);

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}

/** Lowercased word and number tokens; apostrophes are normalised to ASCII. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    out.push(match[0].includes("’") ? match[0].replaceAll("’", "'") : match[0]);
  }
  return out;
}

export type TokenSpan = { token: string; start: number; end: number };

/** Tokens with their character offsets in the original text. */
export function tokenSpans(text: string): TokenSpan[] {
  const out: TokenSpan[] = [];
  // toLowerCase can change string length for a few scripts, so match on the original text.
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    out.push({ token: match[0].toLowerCase().replaceAll("’", "'"), start, end: start + match[0].length });
  }
  return out;
}

/** Drops a possessive ending so "quarry's" and "quarry" match. */
export function stripPossessive(token: string): string {
  if (token.endsWith("'s")) return token.slice(0, -2);
  return token.endsWith("'") ? token.slice(0, -1) : token;
}

export function foldDiacritics(token: string): string {
  return token.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** Non-stopword tokens, possessives stripped. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    if (STOPWORDS.has(token)) continue;
    const term = stripPossessive(token);
    if (term.length > 0 && !STOPWORDS.has(term)) out.push(term);
  }
  return out;
}

import type { ReactNode } from "react";

const STOPWORDS = new Set(
  "a an and are as at be by can do does for from how i in is it my of on or our the this to was we what when where which who why with you your".split(" "),
);

/** The words of a query worth marking in results: lower-cased, longest first, without stopwords. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 && !STOPWORDS.has(w)))].sort((a, b) => b.length - a.length);
}

function termPattern(terms: string[]): RegExp | null {
  if (!terms.length) return null;
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // Whole words that start with a term, so "robot" also marks "robots" (the index stems words too).
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{N}]*`, "giu");
}

/**
 * `text` as React nodes with the query terms wrapped in <mark>. Everything stays a text node, so
 * markup inside documents shows as literal characters (never parse it as HTML).
 */
export function highlight(text: string, terms: string[]): ReactNode[] {
  const pattern = termPattern(terms);
  if (!pattern) return [text];
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(
      <mark key={start} className="rounded-sm bg-warning-soft px-0.5 text-foreground ring-1 ring-warning-soft-foreground/25">
        {match[0]}
      </mark>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const SNIPPET_LENGTH = 320;

/**
 * A window of a passage around the first query term, on whitespace boundaries, with ellipses
 * where it was cut. Markdown heading and emphasis markers are dropped: they read as noise here.
 */
export function snippet(content: string, terms: string[]): { text: string; truncated: boolean } {
  const flat = content
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= SNIPPET_LENGTH) return { text: flat, truncated: false };
  const pattern = termPattern(terms);
  const hit = pattern ? flat.search(pattern) : -1;
  let start = hit > 80 ? flat.lastIndexOf(" ", hit - 60) + 1 : 0;
  if (start + SNIPPET_LENGTH > flat.length) start = Math.max(0, flat.indexOf(" ", flat.length - SNIPPET_LENGTH) + 1);
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) end = Math.max(start + SNIPPET_LENGTH / 2, flat.lastIndexOf(" ", end));
  return { text: `${start > 0 ? "… " : ""}${flat.slice(start, end).trim()}${end < flat.length ? " …" : ""}`, truncated: true };
}

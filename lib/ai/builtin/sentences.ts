export type SentenceSpan = { text: string; start: number; end: number };

// A period after one of these does not end a sentence ("e.g. Paris", "Dr. Smith", "Fig. 3").
// "etc.", "a.m." and "p.m." are left out: they end sentences about as often as not.
const ABBREVIATIONS = new Set(
  (
    "e.g i.e cf vs al approx ca dr mr mrs ms mx prof sr jr st mt ft rev gen col lt sgt capt gov sen rep " +
    "inc ltd co corp dept est fig figs vol vols pp ed eds op no nos art sec ch eq jan feb mar apr jun jul " +
    "aug sep sept oct nov dec mon tue wed thu fri sat sun"
  ).split(" "),
);

const TERMINATOR = /[.!?…]+["'”’)\]]*(?=\s|$)/g;
const BLOCK_START = /^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\||```)/;
const LEADING_MARKER = /^(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)+/;

/**
 * Sentences of a text as trimmed spans of it (text === input.slice(start, end)). Blank lines, list
 * items and headings always end a sentence; leading Markdown markers are not part of one.
 */
export function splitSentences(input: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  for (const [blockStart, blockEnd] of blocks(input)) {
    const block = input.slice(blockStart, blockEnd);
    const indent = block.length - block.trimStart().length;
    const markerEnd = indent + (LEADING_MARKER.exec(block.slice(indent))?.[0].length ?? 0);
    let from = 0;
    for (const match of block.matchAll(TERMINATOR)) {
      if ((match.index ?? 0) < markerEnd) continue;
      const end = (match.index ?? 0) + match[0].length;
      if (end < block.length && !endsSentence(block, match.index ?? 0, end)) continue;
      push(out, input, blockStart + from, blockStart + end);
      from = end;
    }
    push(out, input, blockStart + from, blockEnd);
  }
  return out;
}

function endsSentence(block: string, terminatorStart: number, end: number): boolean {
  const next = block.slice(end).trimStart()[0] ?? "";
  if (next === "") return true;
  if (/\p{Ll}/u.test(next)) return false;
  if (block[terminatorStart] !== "." || block.slice(terminatorStart, end).startsWith("..")) return true;
  const word = /(\S+)$/.exec(block.slice(0, terminatorStart))?.[1] ?? "";
  const bare = word.replace(/^["'“‘(\[]+/, "");
  const lower = bare.toLowerCase();
  if (lower === "no" || lower === "nos") return !/\d/.test(next);
  if (ABBREVIATIONS.has(lower)) return false;
  // An initial ("J. Smith"), not the end of a sentence.
  return !/^\p{Lu}$/u.test(bare);
}

function push(out: SentenceSpan[], input: string, start: number, end: number) {
  const raw = input.slice(start, end);
  const trimmed = raw.trim();
  const afterMarker = trimmed.slice(LEADING_MARKER.exec(trimmed)?.[0].length ?? 0);
  const text = afterMarker.trimStart();
  if (!/[\p{L}\p{N}]/u.test(text)) return;
  const from = start + (raw.length - raw.trimStart().length) + (trimmed.length - text.length);
  out.push({ text, start: from, end: from + text.length });
}

/** [start, end) ranges separated by blank lines, or by lines that open a Markdown block. */
function blocks(input: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  let lineStart = 0;
  let previousWasHeading = false;
  while (lineStart <= input.length) {
    const newline = input.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? input.length : newline;
    const line = input.slice(lineStart, lineEnd);
    const blank = line.trim() === "";
    if ((blank || BLOCK_START.test(line) || previousWasHeading) && lineStart > start) {
      out.push([start, lineStart]);
      start = lineStart;
    }
    if (blank) start = lineEnd + 1;
    previousWasHeading = /^\s*#{1,6}\s/.test(line);
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  if (start < input.length) out.push([start, input.length]);
  return out;
}

import { splitSentences } from "@/lib/ai/builtin/sentences";

export type Chunk = { ordinal: number; title?: string; content: string; tokenCount: number };
export type ChunkOptions = { minTokens?: number; maxTokens?: number; overlapTokens?: number };

const TITLE_SEPARATOR = " › ";
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const TOKEN_PIECES = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;

/**
 * Estimated word-piece tokens, without a tokenizer: one per 8 characters of each word (common words
 * are one piece, long ones several) plus one per punctuation mark; about 1.2-1.3 per English word.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(TOKEN_PIECES)) tokens += Math.ceil(match[0].length / 8);
  return tokens;
}

type Section = { path: string[]; body: string };
type Unit = { start: number; end: number; tokens: number; opensParagraph: boolean };

/**
 * Splits a document into chunks of about 300-500 tokens along Markdown headings, paragraphs and
 * sentences. Consecutive chunks of one section share about 50 tokens; each chunk's title is its
 * heading path ("Title › Section › Subsection"). Chunks are verbatim slices of the content.
 */
export function chunkDocument(
  document: { title?: string; content: string },
  { minTokens = 300, maxTokens = 500, overlapTokens = 50 }: ChunkOptions = {},
): Chunk[] {
  const chunks: Chunk[] = [];
  for (const section of sections(document.title?.trim(), document.content.replace(/\r\n?/g, "\n"))) {
    const title = section.path.length > 0 ? section.path.join(TITLE_SEPARATOR) : undefined;
    for (const content of packSection(section.body, { minTokens, maxTokens, overlapTokens })) {
      chunks.push({ ordinal: chunks.length, ...(title ? { title } : {}), content, tokenCount: estimateTokens(content) });
    }
  }
  return chunks;
}

function sections(title: string | undefined, content: string): Section[] {
  const out: Section[] = [];
  const root = title ? [title] : [];
  let headings: Array<{ level: number; text: string }> = [];
  let body: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = body.join("\n");
    if (/\S/.test(text)) {
      const path = [...root];
      for (const { text: heading } of headings) {
        if (path.at(-1)?.toLowerCase() !== heading.toLowerCase()) path.push(heading);
      }
      out.push({ path, body: text });
    }
    body = [];
  };
  for (const line of content.split("\n")) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (!heading) {
      body.push(line);
      continue;
    }
    flush();
    const level = heading[1].length;
    headings = [...headings.filter((h) => h.level < level), { level, text: heading[2].trim() }].filter((h) => h.text);
  }
  flush();
  return out;
}

function packSection(body: string, options: Required<ChunkOptions>): string[] {
  const units = splitUnits(body, options.maxTokens);
  const out: string[] = [];
  const emit = (from: number, to: number) => out.push(body.slice(units[from].start, units[to].end).trim());
  let first = 0;
  let tokens = 0;
  let fresh = false;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    const overflows = tokens + unit.tokens > options.maxTokens;
    // Prefer ending a chunk at a paragraph once it is big enough; otherwise fill it with sentences.
    const paragraphBreak =
      unit.opensParagraph && tokens >= options.minTokens && tokens + paragraphTokens(units, i) > options.maxTokens;
    if (fresh && (overflows || paragraphBreak)) {
      emit(first, i - 1);
      first = overlapStart(units, first, i, options.overlapTokens);
      tokens = units.slice(first, i).reduce((sum, u) => sum + u.tokens, 0);
      if (tokens + unit.tokens > options.maxTokens) {
        first = i;
        tokens = 0;
      }
      fresh = false;
    }
    tokens += unit.tokens;
    fresh = true;
  }
  if (fresh) emit(first, units.length - 1);
  return out;
}

/** First unit of the next chunk: trailing whole units of the previous one, about `target` tokens. */
function overlapStart(units: Unit[], first: number, next: number, target: number): number {
  let start = next;
  let tokens = 0;
  while (start - 1 > first && tokens + units[start - 1].tokens <= target * 1.5 && tokens < target) {
    tokens += units[--start].tokens;
  }
  return start;
}

function paragraphTokens(units: Unit[], from: number): number {
  let tokens = units[from].tokens;
  for (let i = from + 1; i < units.length && !units[i].opensParagraph; i++) tokens += units[i].tokens;
  return tokens;
}

/**
 * Sentence-sized units of a section as contiguous spans of it (each runs to the next one's start,
 * so their token estimates add up); paragraphs and code blocks are kept apart.
 */
function splitUnits(body: string, maxTokens: number): Unit[] {
  const units: Unit[] = [];
  for (const [start, end, code] of paragraphs(body)) {
    const text = body.slice(start, end);
    const starts = code ? lineStarts(text) : [0, ...splitSentences(text).slice(1).map((s) => s.start)];
    starts.forEach((from, i) => {
      const to = starts[i + 1] ?? text.length;
      for (const [a, b] of limitTokens(text, from, to, maxTokens)) {
        units.push({ start: start + a, end: start + b, tokens: estimateTokens(text.slice(a, b)), opensParagraph: a === 0 });
      }
    });
  }
  return units;
}

/** Paragraphs separated by blank lines, with fenced code blocks kept whole: [start, end, isCode]. */
function paragraphs(body: string): Array<[number, number, boolean]> {
  const out: Array<[number, number, boolean]> = [];
  let start = -1;
  let inFence = false;
  let offset = 0;
  for (const line of body.split("\n")) {
    const lineEnd = offset + line.length;
    const fence = FENCE.test(line);
    if (fence && !inFence && start >= 0) {
      out.push([start, offset - 1, false]);
      start = -1;
    }
    if (fence) inFence = !inFence;
    if (line.trim() === "" && !inFence) {
      if (start >= 0) out.push([start, offset - 1, false]);
      start = -1;
    } else if (start < 0) start = offset;
    if (fence && !inFence && start >= 0) {
      out.push([start, lineEnd, true]);
      start = -1;
    }
    offset = lineEnd + 1;
  }
  if (start >= 0) out.push([start, body.length, inFence]);
  return out.filter(([a, b]) => /\S/.test(body.slice(a, b)));
}

function lineStarts(text: string): number[] {
  const out = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) out.push(at + 1);
  return out;
}

/** Splits a span that alone exceeds the budget at word boundaries (a sentence with no end). */
function limitTokens(text: string, from: number, to: number, maxTokens: number): Array<[number, number]> {
  if (estimateTokens(text.slice(from, to)) <= maxTokens) return [[from, to]];
  const out: Array<[number, number]> = [];
  let pieceStart = from;
  let tokens = 0;
  for (const word of text.slice(from, to).matchAll(/\S+/g)) {
    const wordStart = from + (word.index ?? 0);
    const wordTokens = estimateTokens(word[0]);
    if (tokens + wordTokens > maxTokens && wordStart > pieceStart) {
      out.push([pieceStart, wordStart]);
      pieceStart = wordStart;
      tokens = 0;
    }
    tokens += wordTokens;
  }
  out.push([pieceStart, to]);
  return out;
}

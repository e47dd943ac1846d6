// A deterministic synthetic corpus for bench:search: SciFact abstracts' sentences recombined and
// lightly perturbed into ~120-word documents (one chunk each), with team/year/tags metadata.
import fs from "node:fs";
import path from "node:path";
import { prng } from "./load";

export const TEAMS = ["atlas", "borealis", "cobalt", "delta", "ember", "fjord", "granite", "harbor"];
const TAGS = ["clinical", "genomics", "imaging", "oncology", "immunology", "neuro", "cardio", "metabolic", "trial", "review", "cohort", "in-vitro"];

type Abstract = { title: string; sentences: string[] };

export type SyntheticDocument = {
  externalId: string;
  title: string;
  content: string;
  url: string;
  createdAt: Date;
  metadata: { team: string; year: number; tags: string[] };
};

export function loadScifact(dir: string) {
  const read = (file: string) =>
    fs
      .readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _id: string; title?: string; text: string });
  const abstracts: Abstract[] = read("corpus.jsonl")
    .map((d) => ({
      title: (d.title ?? "").replace(/\.$/, ""),
      sentences: d.text
        .split(/(?<=[.!?])\s+(?=[A-Z0-9(])/)
        .map((s) => s.trim())
        .filter((s) => s.split(/\s+/).length >= 4),
    }))
    .filter((a) => a.sentences.length > 0);
  const queries = read("queries.jsonl").map((q) => q.text);
  return { abstracts, queries };
}

/** Documents `from`..`to`-1 of the corpus; the same index always gives the same document. */
export function* syntheticDocuments(abstracts: Abstract[], from: number, to: number): Generator<SyntheticDocument> {
  const vocabulary = vocabularyOf(abstracts);
  for (let i = from; i < to; i++) {
    const rnd = prng(0x9e3779b9 ^ (i * 2654435761));
    const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)];
    const base = abstracts[Math.floor(rnd() * abstracts.length)];
    const target = 100 + Math.floor(rnd() * 41);
    const words: string[] = [];
    let cursor = Math.floor(rnd() * base.sentences.length);
    while (words.length < target) {
      // Mostly the base abstract in order (topical coherence), sometimes a sentence from anywhere.
      const sentence = rnd() < 0.35 ? pick(pick(abstracts).sentences) : base.sentences[cursor++ % base.sentences.length];
      for (const word of sentence.split(/\s+/)) words.push(rnd() < 0.04 ? pick(vocabulary) : word);
    }
    let content = words.slice(0, target).join(" ");
    if (!/[.!?]$/.test(content)) content += ".";
    const titleWords = base.title.split(/\s+/);
    if (titleWords.length > 4 && rnd() < 0.5) titleWords.splice(Math.floor(rnd() * titleWords.length), 1);
    const year = 2015 + Math.floor(rnd() * 10);
    const tags = [...new Set(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(TAGS)))];
    yield {
      externalId: `doc-${i}`,
      title: titleWords.join(" "),
      content,
      url: `https://wiki.example.com/doc/${i}`,
      createdAt: new Date(Date.UTC(year, Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28))),
      metadata: { team: TEAMS[Math.floor(rnd() * TEAMS.length)], year, tags },
    };
  }
}

const vocabularies = new WeakMap<Abstract[], string[]>();
function vocabularyOf(abstracts: Abstract[]): string[] {
  let words = vocabularies.get(abstracts);
  if (!words) {
    // Frequency-weighted: common words come up as often as they do in the abstracts.
    words = abstracts.flatMap((a) => a.sentences.flatMap((s) => s.split(/\s+/))).filter((w) => /^[a-z]{4,}$/.test(w));
    vocabularies.set(abstracts, words);
  }
  return words;
}

/** `count` short (2-6 word) extracts of the SciFact queries, in a seeded order. */
export function queryExtracts(queries: string[], count: number, seed: number): string[] {
  const rnd = prng(seed);
  const order = queries.map((q) => ({ q, key: rnd() })).sort((a, b) => a.key - b.key).map((x) => x.q);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const words = order[i % order.length]
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
      .filter(Boolean);
    const k = Math.min(words.length, 2 + Math.floor(rnd() * 5));
    const start = Math.floor(rnd() * (words.length - k + 1));
    out.push(words.slice(start, start + k).join(" "));
  }
  return out;
}

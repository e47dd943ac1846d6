// `npm run eval:search -- <dir>`: ingests a BEIR-format data set (corpus.jsonl, queries.jsonl,
// qrels-test.tsv) through the ingestion pipeline and prints nDCG@10 and recall@100 per mode.
// EVAL_ONLY=keyword,hybrid limits the variants; EVAL_LIMIT (default 100) is the results per query.
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, getDb } from "../db/client";
import { collections, organizations } from "../db/schema";
import { ingestBatch } from "../lib/ingest/ingest";
import { defaultEmbeddingModel } from "../lib/collections/collections";
import { searchCollection } from "../lib/search/search";
import type { Collection } from "../lib/collections/access";

const dir = path.resolve(process.argv[2] ?? "../shared/data/scifact");
process.env.PGLITE_DATA_DIR ??= "memory://";
const readJsonl = (file: string) =>
  fs.readFileSync(path.join(dir, file), "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));

const corpus: Array<{ _id: string; title: string; text: string }> = readJsonl("corpus.jsonl");
const queries: Array<{ _id: string; text: string }> = readJsonl("queries.jsonl");
const qrels = new Map<string, Map<string, number>>();
for (const line of fs.readFileSync(path.join(dir, "qrels-test.tsv"), "utf8").split("\n").slice(1)) {
  const [q, doc, score] = line.trim().split("\t");
  if (!q) continue;
  if (!qrels.has(q)) qrels.set(q, new Map());
  qrels.get(q)!.set(doc, Number(score));
}
const judged = queries.filter((q) => qrels.has(q._id));

const db = await getDb();
const suffix = Date.now().toString(36);
await db.insert(organizations).values({ id: `org_eval_${suffix}`, name: "Evaluation" });
const [collection] = (await db
  .insert(collections)
  .values({ id: `eval-${suffix}`, orgId: `org_eval_${suffix}`, name: "Evaluation", embeddingModel: defaultEmbeddingModel() })
  .returning()) as Collection[];

const started = performance.now();
const target = { collectionId: collection.id, orgId: collection.orgId, embeddingModel: collection.embeddingModel, source: "eval" };
for (let i = 0; i < corpus.length; i += 250) {
  await ingestBatch(target, {
    upserts: corpus.slice(i, i + 250).map((d) => ({ externalId: d._id, title: d.title, content: d.text })),
  });
}
const seconds = (performance.now() - started) / 1000;
console.log(`ingested ${corpus.length} documents in ${seconds.toFixed(1)} s (${Math.round(corpus.length / seconds)} docs/s)`);

type Variant = { name: string; mode: "keyword" | "semantic" | "hybrid"; rerank?: boolean; expandQuery?: boolean };
const variants: Variant[] = [
  { name: "keyword", mode: "keyword" },
  { name: "semantic", mode: "semantic" },
  { name: "hybrid", mode: "hybrid" },
  { name: "hybrid+rerank", mode: "hybrid", rerank: true },
  ...(process.env.EVAL_EXPAND ? [{ name: "hybrid+expand", mode: "hybrid", expandQuery: true } as Variant] : []),
];

const only = process.env.EVAL_ONLY?.split(",");
console.log(`\n${judged.length} judged queries\nvariant          nDCG@10  recall@100  ms/query`);
for (const variant of variants.filter((v) => !only || only.includes(v.name))) {
  let ndcg = 0;
  let recall = 0;
  const t0 = performance.now();
  for (const q of judged) {
    const outcome = await searchCollection({
      collection,
      options: {
        query: q.text,
        limit: Number(process.env.EVAL_LIMIT ?? 100),
        mode: variant.mode,
        filters: [],
        rerank: variant.rerank ?? false,
        expandQuery: variant.expandQuery ?? false,
        generateAnswer: false,
        recencyBias: 0,
      },
    });
    const ranking = [...new Set(outcome.results.map((r) => String(r.metadata.documentId)))];
    const relevant = qrels.get(q._id)!;
    ndcg += ndcgAt(ranking, relevant, 10);
    recall += [...relevant.keys()].filter((d) => ranking.slice(0, 100).includes(d)).length / relevant.size;
  }
  const ms = (performance.now() - t0) / judged.length;
  console.log(`${variant.name.padEnd(16)} ${(ndcg / judged.length).toFixed(4)}   ${(recall / judged.length).toFixed(4)}      ${ms.toFixed(1)}`);
}
await closeDatabase();

function ndcgAt(ranking: string[], relevant: Map<string, number>, k: number): number {
  const dcg = ranking.slice(0, k).reduce((sum, doc, i) => sum + (relevant.get(doc) ?? 0) / Math.log2(i + 2), 0);
  const ideal = [...relevant.values()].sort((a, b) => b - a).slice(0, k).reduce((sum, rel, i) => sum + rel / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

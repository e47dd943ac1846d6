// `npm run bench:search`: ingestion rate and search latency on a 100,000-chunk collection in a
// fresh PostgreSQL database; search through `next start` with an API key, in-process through
// searchCollection, and as the bare SQL (candidates + hydration) plus the query embedding.
//   BENCH_CHUNKS (default 100000) documents of ~120 words (one chunk each)
//   BENCH_BATCH (default 1000) documents per ingestBatch call
//   BENCH_QUERIES (default 300) queries per mode
//   BENCH_RUN_SECONDS (default 35) caps each sequential run (fewer queries are then measured; n says)
//   BENCH_LIB=1 also times searchCollection in-process (separates HTTP/auth from search code)
//   Before the timed runs, one untimed-for-the-table pass of the keyword queries builds the champion
//     lists they need and prints what that first pass cost.
//   BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of each run's p95 query, and what each index
//     of chunks adds to inserting 1,000 chunks (inside rolled-back transactions)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { loadScifact, queryExtracts, syntheticDocuments, TEAMS } from "./bench/corpus";
import { Client, ms, percentile, runLoad, summarize, table, timeSequential, verdict } from "./bench/load";
import { profiled, type Timings } from "./bench/profile";
import { buildIfNeeded, createDatabase, main, onCleanup, prepareModels, root, startServer } from "./bench/server";

const CHUNKS = Number(process.env.BENCH_CHUNKS || 100_000);
const BATCH = Number(process.env.BENCH_BATCH || 1000);
const QUERIES = Number(process.env.BENCH_QUERIES || 300);
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
const WITH_LIB = process.env.BENCH_LIB === "1";
const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS || 35);
const CONCURRENCY = 8;
const LIMIT = 10;
const FILTER_TEAM = TEAMS[0];
type Mode = "keyword" | "semantic" | "hybrid";

await main(async () => {
  const totalStarted = performance.now();
  const loadBefore = os.loadavg()[0];
  await buildIfNeeded();
  const modelDir = path.join(root, ".data/models");
  prepareModels(modelDir);
  const database = await createDatabase("quarry_bench_search");
  console.log(`database ${database.name}`);

  // In-process settings before the db client is imported (it reads them when it first connects).
  const localData = fs.mkdtempSync(path.join(os.tmpdir(), "quarry-bench-local-"));
  onCleanup(() => fs.rmSync(localData, { recursive: true, force: true }));
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    QUARRY_DATA_DIR: localData,
    QUARRY_MODEL_DIR: modelDir,
    EMBEDDINGS_BASE_URL: "",
    LLM_BASE_URL: "",
  });

  const server = await startServer(database.url, { EMBEDDINGS_BASE_URL: "", LLM_BASE_URL: "" });
  console.log(`server pid ${server.pid} on ${server.baseUrl}`);
  const client = new Client(server.baseUrl, 32);
  onCleanup(() => client.close());

  // Account, enterprise plan (so the rate limit stays out of the way), collection, API key.
  const suffix = Date.now().toString(36);
  const { token: jwt } = await client.json<{ token: string }>("POST", "/api/v1/auth/register", {
    body: { email: `bench-${suffix}@example.com`, password: "bench-password-1", name: "Bench", organizationName: "Bench" },
  });
  await client.json("PATCH", "/api/v1/organization", { token: jwt, body: { plan: "enterprise", rateLimitPerMinute: 1_000_000 } });
  const created = await client.json<{ collection: { id: string } }>("POST", "/api/v1/collections", {
    token: jwt,
    body: { name: "Bench search" },
  });
  const { apiKey } = await client.json<{ apiKey: { key: string } }>("POST", "/api/v1/api-keys", {
    token: jwt,
    body: { name: "bench", scope: "Organization" },
  });
  const key = apiKey.key;

  const { closeDatabase, getDatabase, getDb, rows } = await import("../db/client");
  const { collections } = await import("../db/schema");
  const { eq, sql } = await import("drizzle-orm");
  const { ingestBatch } = await import("../lib/ingest/ingest");
  const { hydrate, keywordCandidates, semanticCandidates } = await import("../lib/search/retrieve");
  const { filtersSql } = await import("../lib/search/filters");
  const { fuse, searchCollection, semanticWeightFor, withSimilarities } = await import("../lib/search/search");
  type Nearest = import("../lib/search/search").Nearest;
  const { embedderFor } = await import("../lib/ai/openai-compatible");
  type Filter = import("../lib/search/schemas").Filter;
  type Db = import("../db/client").Db;
  onCleanup(() => closeDatabase());
  const db = await getDb();
  const [collection] = await db.select().from(collections).where(eq(collections.id, created.collection.id));
  console.log(`collection ${collection.id} (${collection.embeddingModel})`);

  // ---- ingestion -------------------------------------------------------------------------------
  const { abstracts, queries } = loadScifact(path.join(root, "../shared/data/scifact"));
  const target = { collectionId: collection.id, orgId: collection.orgId, embeddingModel: collection.embeddingModel, source: "bench" };
  console.log(`ingesting ${CHUNKS} synthetic documents in batches of ${BATCH} (from ${abstracts.length} SciFact abstracts)`);
  let ingestMs = 0;
  let generateMs = 0;
  let inserted = 0;
  let lastReport = performance.now();
  // Statement timings of every ingestBatch call (the bench process's db handle is wrapped meanwhile).
  const timings: Timings = new Map();
  const opened = await getDatabase();
  const plainDb = opened.db;
  opened.db = profiled(plainDb, timings);
  for (let from = 0; from < CHUNKS; from += BATCH) {
    const g0 = performance.now();
    const upserts = [...syntheticDocuments(abstracts, from, Math.min(CHUNKS, from + BATCH))];
    const g1 = performance.now();
    const stats = await ingestBatch(target, { upserts });
    ingestMs += performance.now() - g1;
    generateMs += g1 - g0;
    inserted += stats.inserted;
    if (performance.now() - lastReport > 10_000 || from + BATCH >= CHUNKS) {
      lastReport = performance.now();
      console.log(`  ${inserted} documents, ${Math.round(inserted / (ingestMs / 1000))} docs/s so far`);
    }
  }
  opened.db = plainDb;
  const [{ count: chunkCount }] = await rows<{ count: number }>(db, sql`select count(*)::int as count from chunks where collection_id = ${collection.id}`);
  const [{ count: docCount }] = await rows<{ count: number }>(db, sql`select count(*)::int as count from documents where collection_id = ${collection.id}`);
  const chunksPerSecond = Number(chunkCount) / (ingestMs / 1000);
  console.log(
    `ingested ${docCount} documents → select count(*) from chunks = ${chunkCount}; ingestBatch time ${(ingestMs / 1000).toFixed(1)} s ` +
      `(${Math.round(chunksPerSecond)} chunks/s; corpus generation ${(generateMs / 1000).toFixed(1)} s, not counted)`,
  );
  const statementMs = (labels: (label: string) => boolean) =>
    [...timings.entries()].filter(([label]) => labels(label)).reduce((sum, [, t]) => sum + t.ms, 0);
  const txMs = timings.get("transaction (total)")?.ms ?? 0;
  const selectMs = timings.get("select existing hashes")?.ms ?? 0;
  const insideMs = statementMs((label) => label !== "transaction (total)" && label !== "select existing hashes");
  const ingestRows: Array<[string, number]> = [
    ["chunk + embed + prepare (JS, before the transaction)", ingestMs - txMs - selectMs],
    ["select existing hashes", selectMs],
    ...[...timings.entries()]
      .filter(([label]) => label !== "transaction (total)" && label !== "select existing hashes")
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([label, t]): [string, number] => [`${label} (${t.calls} calls)`, t.ms]),
    ["begin/commit + row building in the transaction", txMs - insideMs],
  ];
  if (EXPLAIN) await indexCosts(database.url, collection.id);
  // Autovacuum would do this on its own shortly after a bulk load; measured searches assume it ran.
  const a0 = performance.now();
  await db.execute(sql`vacuum (analyze) chunks, documents, term_stats, collection_stats`);
  console.log(`vacuum (analyze): ${((performance.now() - a0) / 1000).toFixed(1)} s`);
  const sizes = await rows<{ name: string; size: string }>(
    db,
    sql`select c.relname as name, pg_size_pretty(pg_total_relation_size(c.oid)) as size
        from pg_class c where c.relname in ('chunks', 'documents', 'term_stats')
        union all
        select i.indexrelname, pg_size_pretty(pg_relation_size(i.indexrelid)) from pg_stat_user_indexes i where i.relname = 'chunks'`,
  );
  console.log(`sizes: ${sizes.map((s) => `${s.name} ${s.size}`).join(", ")}`);

  // ---- searches --------------------------------------------------------------------------------
  const measured = queryExtracts(queries, QUERIES, 7);
  const warmup = queryExtracts(queries, 10, 99);
  console.log(`queries: ${QUERIES} extracts of SciFact queries, e.g. ${measured.slice(0, 4).map((q) => JSON.stringify(q)).join(", ")}`);
  const teamFilter: Filter[] = [{ field: "team", operator: "eq", value: FILTER_TEAM }];
  const pool = Math.max(LIMIT * 3, 30); // as lib/search/search.ts, without rerank
  const embedder = embedderFor(collection.embeddingModel);

  const http = (mode: Mode, query: string, filters: Filter[] = []) =>
    client.request("POST", "/api/v1/search", { token: key, body: { collectionId: collection.id, query, mode, limit: LIMIT, filters } });
  const inProcess = (mode: Mode, query: string, filters: Filter[] = []) =>
    searchCollection({
      collection,
      options: { query, mode, limit: LIMIT, filters, rerank: false, expandQuery: false, generateAnswer: false, recencyBias: 0 },
    });

  type Parts = { total: number; embed: number; keyword: number; semantic: number; hydrate: number };
  /** What search does in the database, without HTTP, auth or JSON: embed, candidates, fuse, hydrate. */
  // (hybrid's completion of the semantic list with the keyword candidates' similarities counts as hydrate)
  const bare = async (mode: Mode, query: string, filters: Filter[] = [], on: Db = db): Promise<Parts> => {
    const filter = filtersSql(filters);
    const texts = [{ text: query, weight: 1 }];
    const parts: Parts = { total: NaN, embed: NaN, keyword: NaN, semantic: NaN, hydrate: NaN }; // NaN: not part of this mode
    const t0 = performance.now();
    const [keyword, semantic] = await Promise.all([
      mode === "semantic"
        ? []
        : (async () => {
            const k0 = performance.now();
            const found = await keywordCandidates(on, { collectionId: collection.id, texts, filter, limit: pool });
            parts.keyword = performance.now() - k0;
            return found;
          })(),
      mode === "keyword"
        ? []
        : (async () => {
            const e0 = performance.now();
            const [vector] = await embedder.embed([query]);
            const s0 = performance.now();
            parts.embed = s0 - e0;
            const found = await semanticCandidates(on, { collectionId: collection.id, model: collection.embeddingModel, vector, filter, limit: pool });
            parts.semantic = performance.now() - s0;
            return { vector, candidates: found };
          })(),
    ]);
    const h0 = performance.now();
    const ranked =
      mode === "hybrid"
        ? fuse(keyword, await withSimilarities(on, collection, semantic as Nearest, keyword), semanticWeightFor(collection.embeddingModel))
        : mode === "keyword"
          ? keyword
          : (semantic as Nearest).candidates;
    await hydrate(on, collection.id, ranked.slice(0, LIMIT).map((c) => c.id));
    parts.hydrate = performance.now() - h0;
    parts.total = performance.now() - t0;
    return parts;
  };

  type Row = {
    name: string;
    http: number[];
    lib: number[];
    bare: Parts[];
    httpErrors: number;
    resultCounts: number[];
    took: number[];
    phases: Array<Record<string, number>>;
    target: number;
    mode: Mode;
    filters: Filter[];
  };
  const results: Row[] = [];
  const runMode = async (name: string, mode: Mode, filters: Filter[], targetP95: number) => {
    for (const q of warmup) {
      await http(mode, q, filters);
      await bare(mode, q, filters);
    }
    const counts: number[] = [];
    const took: number[] = [];
    const phases: Array<Record<string, number>> = [];
    const load = await runLoad(
      measured.length,
      1,
      async (i) => {
        const reply = await http(mode, measured[i], filters);
        if (reply.status === 200) {
          const body = JSON.parse(reply.body) as { results: unknown[]; took: number };
          counts.push(body.results.length);
          took.push(body.took);
          phases.push(reply.serverTiming);
        }
        return reply;
      },
      RUN_SECONDS,
    );
    // The same queries as the HTTP run managed within its time cap.
    const done = load.latencies.length + load.errors;
    const lib = WITH_LIB ? await timeSequential(done, (i) => inProcess(mode, measured[i], filters)) : [];
    const bareParts: Parts[] = [];
    for (const q of measured.slice(0, done)) bareParts.push(await bare(mode, q, filters));
    const row: Row = { name, http: load.latencies, lib, bare: bareParts, httpErrors: load.errors, resultCounts: counts, took, phases, target: targetP95, mode, filters };
    results.push(row);
    console.log(
      `  ${name}: n ${done}, HTTP p50 ${ms(percentile(row.http, 50))} / p95 ${ms(percentile(row.http, 95))} ms, ` +
        `bare p50 ${ms(percentile(bareParts.map((p) => p.total), 50))} / p95 ${ms(percentile(bareParts.map((p) => p.total), 95))} ms, errors ${load.errors}`,
    );
  };
  // A word too common to rank in full gets its champion list built by the first query that needs
  // it (lib/search/champions.ts). This pass pays those first-time costs and reports them; the runs
  // below then measure the steady state, where lists exist and only new chunks are pending.
  const firstPass: number[] = [];
  for (const q of measured) {
    const t0 = performance.now();
    await keywordCandidates(db, { collectionId: collection.id, texts: [{ text: q, weight: 1 }], filter: null, limit: pool });
    firstPass.push(performance.now() - t0);
  }
  const [{ count: listCount }] = await rows<{ count: number }>(db, sql`select count(*)::int as count from term_champions where collection_id = ${collection.id}`);
  console.log(
    `keyword first pass (builds champion lists as needed): p50 ${ms(percentile(firstPass, 50))} / p95 ${ms(percentile(firstPass, 95))} / max ${ms(Math.max(...firstPass))} ms; ${listCount} lists built`,
  );
  console.log(`searching (${QUERIES} sequential queries per mode, at most ${RUN_SECONDS} s per run; warm-up ${warmup.length})`);
  await runMode("keyword", "keyword", [], 20);
  await runMode("semantic", "semantic", [], 20);
  await runMode("hybrid", "hybrid", [], 30);
  await runMode(`hybrid, team eq ${FILTER_TEAM}`, "hybrid", teamFilter, 30);

  const concurrentCount = measured.length * 2;
  const concurrent = await runLoad(concurrentCount, CONCURRENCY, (i) => http("hybrid", measured[i % measured.length]), RUN_SECONDS);
  const concurrentDone = concurrent.latencies.length + concurrent.errors;
  const concurrentRate = concurrentDone / concurrent.seconds;
  console.log(`  hybrid at concurrency ${CONCURRENCY}: ${Math.round(concurrentRate)} searches/s, errors ${concurrent.errors}`);

  // ---- where the time goes -----------------------------------------------------------------------
  if (EXPLAIN) {
    for (const row of results) {
      // The query at the 95th percentile of the bare time: typical of the slow end.
      const order = row.bare.map((p, i) => ({ i, t: p.total })).sort((a, b) => a.t - b.t);
      const at = order[Math.min(order.length - 1, Math.ceil(0.95 * order.length) - 1)];
      const query = measured[at.i];
      console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${row.name}, query ${JSON.stringify(query)} (bare ${ms(at.t)} ms) ---`);
      const plans: Array<{ label: string; lines: string[] }> = [];
      await bare(row.mode, query, row.filters, explaining(db, plans, sql));
      for (const plan of plans) console.log(`[${plan.label}]\n${plan.lines.join("\n")}\n`);
    }
  }

  // ---- report ------------------------------------------------------------------------------------
  const p = (values: number[], q: number) => percentile(values, q);
  const col = (parts: Parts[], key: keyof Parts) => parts.map((x) => x[key]);
  const lines = results.map((r) => {
    const bareTotal = col(r.bare, "total");
    const ratio50 = p(r.http, 50) / p(bareTotal, 50);
    const ratio95 = p(r.http, 95) / p(bareTotal, 95);
    return [
      r.name,
      r.bare.length,
      ms(p(r.http, 50)),
      ms(p(r.http, 95)),
      ...(WITH_LIB ? [ms(p(r.lib, 50)), ms(p(r.lib, 95))] : []),
      ms(p(bareTotal, 50)),
      ms(p(bareTotal, 95)),
      `${ratio50.toFixed(2)}×`,
      `${ratio95.toFixed(2)}×`,
      `HTTP p95 ≤ ${r.target} ms`,
      verdict(p(r.http, 95) <= r.target),
      "≤ 1.5× SQL",
      verdict(ratio95 <= 1.5),
    ];
  });
  const breakdown = results.map((r) => [
    r.name,
    ms(p(col(r.bare, "embed"), 50)),
    ms(p(col(r.bare, "keyword"), 50)),
    ms(p(col(r.bare, "keyword"), 95)),
    ms(p(col(r.bare, "semantic"), 50)),
    ms(p(col(r.bare, "semantic"), 95)),
    ms(p(col(r.bare, "hydrate"), 50)),
    `${p(r.took, 50)} / ${p(r.took, 95)}`,
    ms(p(r.http, 50) - p(r.took, 50)),
    (r.resultCounts.reduce((a, b) => a + b, 0) / (r.resultCounts.length || 1)).toFixed(1),
    r.httpErrors,
  ]);

  console.log(
    `\n=== bench:search (${chunkCount} chunks, up to ${QUERIES} queries per mode, limit ${LIMIT}, pool ${pool}; ` +
      `${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end) ===\n`,
  );
  console.log(
    table(
      ["ingestion", "value", "target", ""],
      [
        ["documents ingested", String(docCount), "", ""],
        ["chunks (select count(*) from chunks)", String(chunkCount), "", ""],
        ["ingestBatch time", `${(ingestMs / 1000).toFixed(1)} s`, "", ""],
        ["ingestBatch chunks/s", String(Math.round(chunksPerSecond)), ">= 3000", verdict(chunksPerSecond >= 3000)],
      ],
    ),
  );
  console.log("");
  console.log(
    table(
      ["where ingestBatch time goes", "s", "share"],
      ingestRows.map(([label, t]) => [label, (t / 1000).toFixed(1), `${((100 * t) / ingestMs).toFixed(0)}%`]),
    ),
  );
  console.log("");
  console.log(
    table(
      [
        "search (ms)",
        "n",
        "HTTP p50",
        "HTTP p95",
        ...(WITH_LIB ? ["lib p50", "lib p95"] : []),
        "SQL p50",
        "SQL p95",
        "HTTP/SQL p50",
        "HTTP/SQL p95",
        "target",
        "",
        "target",
        "",
      ],
      lines,
    ),
  );
  console.log(`  HTTP = POST /api/v1/search with an Organization API key, sequential${WITH_LIB ? "; lib = searchCollection in-process" : ""};`);
  console.log("  SQL = bare in-process: query embedding + keywordCandidates/semanticCandidates (in parallel, as search does) + hydrate.");
  console.log("  took = the response's own `took` (searchCollection inside the server, whole ms); HTTP − took = request handling, auth, rate limit, collection check, JSON.");
  console.log("");
  console.log(
    table(["SQL breakdown (ms)", "embed p50", "BM25 p50", "BM25 p95", "HNSW p50", "HNSW p95", "hydrate p50", "server took p50/p95", "HTTP − took p50", "avg results", "HTTP errors"], breakdown),
  );
  console.log("");
  const phase = (r: Row, name: string) => ms(p(r.phases.map((x) => x[name] ?? NaN).filter((x) => !Number.isNaN(x)), 50));
  console.log(
    table(
      ["server phases p50 (ms, Server-Timing)", "auth", "rate limit", "collection", "search", "route total", "HTTP − route total"],
      results.map((r) => [
        r.name,
        phase(r, "auth"),
        phase(r, "ratelimit"),
        phase(r, "resource"),
        phase(r, "handler"),
        phase(r, "total"),
        ms(p(r.http, 50) - p(r.phases.map((x) => x.total ?? NaN).filter((x) => !Number.isNaN(x)), 50)),
      ]),
    ),
  );
  console.log("  rate limit and collection run concurrently; HTTP − route total = Next.js, the socket and the client reading the answer.");
  console.log("");
  const cs = summarize(concurrent.latencies);
  console.log(
    table(
      ["throughput", "searches/s", "p50 ms", "p95 ms", "errors"],
      [[`hybrid, concurrency ${CONCURRENCY}, ${concurrentDone} searches`, Math.round(concurrentRate), ms(cs.p50), ms(cs.p95), concurrent.errors]],
    ),
  );
  console.log(`\ntotal bench time ${((performance.now() - totalStarted) / 1000).toFixed(0)} s`);
});

/**
 * A db whose statements run as EXPLAIN (ANALYZE, BUFFERS) and whose plans land in `plans`
 * (set_config calls pass through), so the product's own SQL is explained unchanged.
 */
function explaining<T extends object>(target: T, plans: Array<{ label: string; lines: string[] }>, sqlTag: typeof import("drizzle-orm").sql): T {
  type Dialect = { sqlToQuery(query: SQL): { sql: string } };
  const dialect = (target as unknown as { dialect: Dialect }).dialect;
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === "execute") {
        return async (query: SQL) => {
          const text = dialect.sqlToQuery(query).sql;
          const run = (object as unknown as { execute(q: SQL): Promise<unknown> }).execute.bind(object);
          if (/^\s*select set_config/i.test(text)) return run(query);
          const result = (await run(sqlTag`explain (analyze, buffers) ${query}`)) as Array<Record<string, string>> | { rows: Array<Record<string, string>> };
          const list = Array.isArray(result) ? result : result.rows;
          const label = /bm25/.test(text) ? "keywordCandidates" : /<=>/.test(text) ? "semanticCandidates" : "hydrate";
          plans.push({ label, lines: list.map((r) => r["QUERY PLAN"]) });
          return run(query); // the real rows, so the next step (hydrate) gets ids
        };
      }
      if (property === "transaction") {
        return (fn: (tx: unknown) => Promise<unknown>) =>
          (object as unknown as { transaction(f: (tx: object) => Promise<unknown>): Promise<unknown> }).transaction((tx) =>
            fn(explaining(tx, plans, sqlTag)),
          );
      }
      const value = Reflect.get(object, property, receiver);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/**
 * What the chunks indexes cost an insert of 1,000 chunks at the collection's current size: the
 * same INSERT (copies of existing rows, so tsv and the vectors are real) with all indexes, and with
 * the HNSW and/or GIN index dropped, each inside a transaction that is rolled back.
 */
async function indexCosts(url: string, collectionId: string): Promise<void> {
  const { default: postgres } = await import("postgres");
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const indexes = await client<{ indexname: string; indexdef: string }[]>`select indexname, indexdef from pg_indexes where tablename = 'chunks'`;
    const hnsw = indexes.filter((i) => /using hnsw/i.test(i.indexdef)).map((i) => i.indexname);
    const gin = indexes.filter((i) => /using gin/i.test(i.indexdef)).map((i) => i.indexname);
    const insert = `insert into chunks (id, collection_id, document_id, org_id, ordinal, title, content, token_count, embedding, embedding_model)
      select 'copy_' || id, collection_id, document_id, org_id, ordinal + 100000, title, content, token_count, embedding, embedding_model
      from chunks where collection_id = $1 order by id limit 1000`;
    const variants: Array<[string, string[]]> = [
      ["all indexes", []],
      ["without HNSW", hnsw],
      ["without GIN (tsv)", gin],
      ["without HNSW and GIN", [...hnsw, ...gin]],
    ];
    const best = new Map<string, number>();
    for (let round = 0; round < 2; round++) {
      for (const [name, drop] of variants) {
        await client.unsafe("begin");
        try {
          for (const index of drop) await client.unsafe(`drop index "${index.replaceAll('"', '""')}"`);
          const started = performance.now();
          await client.unsafe(insert, [collectionId]);
          best.set(name, Math.min(best.get(name) ?? Infinity, performance.now() - started));
        } finally {
          await client.unsafe("rollback");
        }
      }
    }
    const out = [...best.entries()].map(([name, t]) => [name, `${t.toFixed(0)} ms`]);
    console.log("\n--- insert of 1,000 chunks (copies of existing rows; rolled back; best of 2) ---");
    console.log(table(["variant", "time"], out));
    console.log("");
  } finally {
    await client.end({ timeout: 5 });
  }
}

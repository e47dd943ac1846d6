// `npm run bench:auth`: what API-key authentication, the rate limit and a collection lookup cost per
// request, against `next start` on a fresh PostgreSQL database.
//   BENCH_N (default 3000) requests per run; BENCH_CONCURRENCY (default 16) for the throughput runs.
import { Client, ms, runLoad, summarize, table, verdict, type LoadResult } from "./bench/load";
import { buildIfNeeded, createDatabase, main, onCleanup, prepareModels, root, startServer } from "./bench/server";
import os from "node:os";
import path from "node:path";

const N = Number(process.env.BENCH_N || 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const WARMUP = Math.min(500, N);

await main(async () => {
  const totalStarted = performance.now();
  await buildIfNeeded();
  prepareModels(path.join(root, ".data/models"));
  const database = await createDatabase("quarry_bench_auth");
  console.log(`database ${database.name}`);
  const server = await startServer(database.url);
  console.log(`server pid ${server.pid} on ${server.baseUrl}`);
  const client = new Client(server.baseUrl, CONCURRENCY * 2);
  onCleanup(() => client.close());

  const suffix = Date.now().toString(36);
  const registered = await client.json<{ token: string; organization: { id: string } }>("POST", "/api/v1/auth/register", {
    body: { email: `bench-${suffix}@example.com`, password: "bench-password-1", name: "Bench", organizationName: "Bench" },
  });
  const jwt = registered.token;
  await client.json("PATCH", "/api/v1/organization", { token: jwt, body: { plan: "enterprise", rateLimitPerMinute: 1_000_000 } });
  const { collection } = await client.json<{ collection: { id: string } }>("POST", "/api/v1/collections", {
    token: jwt,
    body: { name: "Bench collection" },
  });
  const { apiKey } = await client.json<{ apiKey: { key: string; id: string } }>("POST", "/api/v1/api-keys", {
    token: jwt,
    body: { name: "bench", scope: "Organization" },
  });
  const key = apiKey.key;
  const collectionPath = `/api/v1/collections/${collection.id}`;

  // The first use of a key pays the bcrypt comparison; later ones hit the in-memory digest.
  const first = await client.request("GET", collectionPath, { token: key });
  const second = await client.request("GET", collectionPath, { token: key });
  if (first.status !== 200 || second.status !== 200) throw new Error(`key request failed: ${first.status} ${first.body}`);
  console.log(`first use of the key: ${ms(first.ms)} ms (bcrypt), second: ${ms(second.ms)} ms`);

  const health = () => client.request("GET", "/api/v1/health");
  const keyed = () => client.request("GET", collectionPath, { token: key });
  console.log(`warm-up: ${WARMUP} requests each at concurrency 4`);
  await runLoad(WARMUP, 4, health);
  await runLoad(WARMUP, 4, keyed);

  type Run = { name: string; concurrency: number; result: LoadResult };
  const runs: Run[] = [];
  for (const concurrency of [1, CONCURRENCY]) {
    for (const [name, make] of [
      ["(a) GET /api/v1/health (no auth)", health],
      ["(b) GET /api/v1/collections/:id (API key)", keyed],
    ] as const) {
      const result = await runLoad(N, concurrency, make);
      runs.push({ name, concurrency, result });
      const s = summarize(result.latencies);
      console.log(`  ${name} c=${concurrency}: p50 ${ms(s.p50)} ms, ${Math.round(N / result.seconds)} req/s, errors ${result.errors}`);
    }
  }

  const find = (prefix: string, concurrency: number) => runs.find((r) => r.name.startsWith(prefix) && r.concurrency === concurrency)!;
  const rows = runs.map((r) => {
    const s = summarize(r.result.latencies);
    const statuses = [...r.result.statuses.entries()].map(([code, n]) => `${code}×${n}`).join(" ");
    return [r.name, r.concurrency, N, ms(s.p50), ms(s.p95), ms(s.p99), Math.round(N / r.result.seconds), statuses || "-"];
  });
  const a1 = summarize(find("(a)", 1).result.latencies);
  const b1 = summarize(find("(b)", 1).result.latencies);
  const aN = summarize(find("(a)", CONCURRENCY).result.latencies);
  const bN = summarize(find("(b)", CONCURRENCY).result.latencies);
  const keyCost = b1.p50 - a1.p50;
  const keyRps = N / find("(b)", CONCURRENCY).result.seconds;

  console.log(`\n=== bench:auth (${N} requests per run, next start + PostgreSQL, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}) ===\n`);
  console.log(table(["endpoint", "conc", "n", "p50 ms", "p95 ms", "p99 ms", "req/s", "statuses"], rows));
  console.log("");
  console.log(
    table(
      ["figure", "value", "target", ""],
      [
        ["cost of key auth + rate limit + lookup (p50 b − a, c=1)", `${ms(keyCost)} ms`, "< 1 ms", verdict(keyCost < 1)],
        ["  same at p95 (c=1)", `${ms(b1.p95 - a1.p95)} ms`, "", ""],
        [`  same at p50 (c=${CONCURRENCY})`, `${ms(bN.p50 - aN.p50)} ms`, "", ""],
        [`authenticated throughput (c=${CONCURRENCY})`, `${Math.round(keyRps)} req/s`, ">= 800 req/s", verdict(keyRps >= 800)],
        ["first use of a key (bcrypt)", `${ms(first.ms)} ms`, "", ""],
      ],
    ),
  );
  console.log(`\ntotal bench time ${((performance.now() - totalStarted) / 1000).toFixed(0)} s`);
});


// `npm run bench:public`: latency of the public dashboard endpoint under concurrency, against
// `next start` on a fresh PostgreSQL database. Target: p95 < 15 ms.
//   BENCH_N (default 3000) requests per run; BENCH_CONCURRENCY (default 16).
import path from "node:path";
import { Client, ms, runLoad, summarize, table, verdict } from "./bench/load";
import { buildIfNeeded, createDatabase, main, onCleanup, prepareModels, root, startServer } from "./bench/server";

const N = Number(process.env.BENCH_N || 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);

await main(async () => {
  await buildIfNeeded();
  prepareModels(path.join(root, ".data/models"));
  const database = await createDatabase("quarry_bench_public");
  const server = await startServer(database.url);
  const client = new Client(server.baseUrl, CONCURRENCY * 2);
  onCleanup(() => client.close());

  const suffix = Date.now().toString(36);
  const { token } = await client.json<{ token: string }>("POST", "/api/v1/auth/register", {
    body: { email: `public-${suffix}@example.com`, password: "bench-password-1", name: "Bench" },
  });
  await client.json("PATCH", "/api/v1/organization", { token, body: { plan: "enterprise", rateLimitPerMinute: 1_000_000 } });
  const { collection } = await client.json<{ collection: { id: string } }>("POST", "/api/v1/collections", { token, body: { name: "Public bench" } });
  const teams = ["Engineering", "Sales", "Support", "People", "Product", "Operations"];
  const documents = Array.from({ length: 600 }, (_, i) => ({
    id: `doc-${i}`,
    title: `Report ${i}`,
    content: `Weekly report ${i} from the ${teams[i % 6]} team about robots, docks and customers.`,
    createdAt: new Date(Date.UTC(2025, i % 12, 1 + (i % 27))).toISOString(),
    metadata: { team: teams[i % 6], minutes: 3 + (i % 20) },
  }));
  await client.json("POST", `/api/v1/collections/${collection.id}/documents`, { token, body: { documents } });
  const { conversation } = await client.json<{ conversation: { id: string } }>("POST", "/api/v1/conversations", { token, body: { collectionId: collection.id } });
  for (const content of ["documents per month", "count by team", "average minutes by team", "how many documents"]) {
    await client.json("POST", `/api/v1/conversations/${conversation.id}/messages`, { token, body: { content } });
  }
  const made = async (password?: string) => {
    const { dashboard } = await client.json<{ dashboard: { id: string } }>("POST", "/api/v1/analytics/dashboards", {
      token,
      body: { conversationId: conversation.id, title: "Public bench" },
    });
    const { slug } = await client.json<{ slug: string }>("POST", `/api/v1/analytics/dashboards/${dashboard.id}/publish`, {
      token,
      body: password ? { password } : {},
    });
    return slug;
  };
  const open = await made();
  const guarded = await made("bench-secret");
  const view = (slug: string, password?: string) => () =>
    client.request("POST", `/api/v1/public/dashboards/${slug}`, { body: password ? { password } : {} });
  const sample = await view(open)();
  console.log(`payload: ${sample.body.length} bytes, 4 widgets, status ${sample.status}`);
  await runLoad(300, 4, view(open));

  const rows: Array<Array<string | number>> = [];
  let p95At8 = Number.NaN;
  for (const [name, make] of [
    ["open dashboard", view(open)],
    ["password-protected (password sent each time)", view(guarded, "bench-secret")],
  ] as const) {
    for (const concurrency of [1, 8, CONCURRENCY]) {
      const result = await runLoad(N, concurrency, make);
      const s = summarize(result.latencies);
      if (name === "open dashboard" && concurrency === 8) p95At8 = s.p95;
      rows.push([name, concurrency, s.n, ms(s.p50), ms(s.p95), ms(s.p99), Math.round(s.n / result.seconds), result.errors]);
    }
  }
  console.log(`\nbench:public — POST /api/v1/public/dashboards/:slug, ${N} requests per run, PostgreSQL, 2 cores`);
  console.log(table(["case", "concurrency", "n", "p50 ms", "p95 ms", "p99 ms", "req/s", "errors"], rows));
  console.log(`\nopen dashboard p95 at concurrency 8 ${ms(p95At8)} ms (target < 15 ms): ${verdict(p95At8 < 15)}`);
  console.log("(at concurrency 16 two cores queue requests: compare GET /api/v1/health in bench:auth)");
});

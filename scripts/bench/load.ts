// A small keep-alive HTTP client and a bounded load generator (fixed request counts, loopback only).
import http from "node:http";

export type Reply = { status: number; body: string; ms: number; serverTiming: Record<string, number> };

/** `auth;dur=1.2, total;dur=3.4` → { auth: 1.2, total: 3.4 } */
export function parseServerTiming(header: string | string[] | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of String(header ?? "").split(",")) {
    const match = /^\s*([\w-]+)\s*;\s*dur=([\d.]+)/.exec(entry);
    if (match) out[match[1]] = Number(match[2]);
  }
  return out;
}

export class Client {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, maxSockets = 64) {
    const url = new URL(baseUrl);
    if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("bench targets loopback only");
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Reply> {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string | number> = { accept: "application/json" };
    if (payload) {
      headers["content-type"] = "application/json";
      headers["content-length"] = payload.length;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request({ host: this.host, port: this.port, method, path, headers, agent: this.agent }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(parts).toString("utf8"),
            ms: performance.now() - started,
            serverTiming: parseServerTiming(res.headers["server-timing"]),
          }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.end(payload);
    });
  }

  /** A request that must succeed; returns the parsed body. */
  async json<T = Record<string, unknown>>(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const reply = await this.request(method, path, options);
    if (reply.status < 200 || reply.status >= 300) throw new Error(`${method} ${path} → ${reply.status}: ${reply.body.slice(0, 500)}`);
    return JSON.parse(reply.body) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

export type LoadResult = { latencies: number[]; seconds: number; errors: number; statuses: Map<number, number> };

/**
 * Runs `count` requests made by `make(i)` with at most `concurrency` in flight; no new request
 * starts after `maxSeconds` (the result then holds fewer than `count`).
 */
export async function runLoad(
  count: number,
  concurrency: number,
  make: (i: number) => Promise<Reply>,
  maxSeconds = Infinity,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = performance.now() + maxSeconds * 1000;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const i = next++;
      try {
        const reply = await make(i);
        latencies.push(reply.ms);
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        if (reply.status < 200 || reply.status >= 300) errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000, errors, statuses };
}

/** Times `count` calls of an in-process async function, one at a time. */
export async function timeSequential(count: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn(i);
    out.push(performance.now() - started);
  }
  return out;
}

/** The p-th percentile (nearest rank) of the finite values; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export type Summary = { n: number; p50: number; p95: number; p99: number; mean: number };

export function summarize(values: number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    mean: values.reduce((a, b) => a + b, 0) / (values.length || 1),
  };
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "-");

/** Prints rows as an aligned text table. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** Seeded PRNG (mulberry32): the same seed gives the same corpus and queries every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");

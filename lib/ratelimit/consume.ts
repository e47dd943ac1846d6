import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import type { Principal } from "../auth/principal";
import { AppError } from "../errors";

export type RateLimitState = { limit: number; remaining: number; reset: number };

/** Counts one hit in the current fixed window of `bucket`; one atomic statement. */
export async function hit(bucket: string, windowSeconds: number, now = Date.now()): Promise<{ count: number; reset: number }> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const db = await getDb();
  const [row] = await rows<{ count: number }>(
    db,
    sql`insert into rate_limit_windows (bucket, window_start, count) values (${bucket}, ${new Date(start).toISOString()}, 1)
        on conflict (bucket, window_start) do update set count = rate_limit_windows.count + 1
        returning count`,
  );
  if (Math.random() < 0.01) void sweep().catch(() => {});
  return { count: Number(row.count), reset: Math.ceil((start + windowMs) / 1000) };
}

/** The current count of a window without adding to it. */
export async function peek(bucket: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const db = await getDb();
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count from rate_limit_windows where bucket = ${bucket} and window_start = ${new Date(start).toISOString()}`,
  );
  return row ? Number(row.count) : 0;
}

async function sweep(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_windows where window_start < now() - interval '1 hour'`);
}

export function bucketFor(principal: Principal): string {
  return principal.keyId ? `key:${principal.keyId}` : `user:${principal.userId}:${principal.orgId}`;
}

/** Applies the caller's per-minute limit; throws 429 `rate_limited` (with headers) past it. */
export async function consumeRateLimit(principal: Principal): Promise<RateLimitState> {
  const limit = principal.rateLimitPerMinute;
  const { count, reset } = await hit(bucketFor(principal), 60);
  const state = { limit, remaining: Math.max(0, limit - count), reset };
  if (count > limit) {
    const retryAfter = Math.max(1, reset - Math.floor(Date.now() / 1000));
    throw new AppError("rate_limited", `Rate limit of ${limit} requests per minute exceeded. Retry in ${retryAfter} s.`, {
      headers: { ...rateLimitHeaders(state), "retry-after": String(retryAfter) },
    });
  }
  return state;
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const resetIn = Math.max(0, state.reset - Math.floor(Date.now() / 1000));
  return {
    "x-ratelimit-limit": String(state.limit),
    "x-ratelimit-remaining": String(state.remaining),
    "x-ratelimit-reset": String(state.reset),
    "ratelimit-limit": String(state.limit),
    "ratelimit-remaining": String(state.remaining),
    "ratelimit-reset": String(resetIn),
  };
}

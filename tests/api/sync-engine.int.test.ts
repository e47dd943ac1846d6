import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { syncs } from "@/db/schema";
import { processSync } from "@/lib/sync/engine";
import { syncMaintenance } from "@/lib/sync/maintenance";
import { startTestSite, type TestSite } from "@/lib/sources/test-support/http-server";
import { api } from "../http";
import { createCollection, createTenant, type Tenant } from "../fixtures";

let owner: Tenant;
let collectionId: string;
let site: TestSite;
const feed = (n: number) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>F</title>${Array.from({ length: n }, (_, i) => `<item><guid>g${i}</guid><title>Item ${i}</title><description>Text ${i}</description></item>`).join("")}</channel></rss>`;

beforeAll(async () => {
  owner = await createTenant("Engine");
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  collectionId = await createCollection(owner.token, "Engine");
  site = await startTestSite({ "/feed.xml": { type: "application/rss+xml", body: feed(2) } });
});
afterAll(() => site.close());

async function feedConnection(config: Record<string, unknown> = {}) {
  const res = await api.post("/api/v1/source-connections", {
    token: owner.token,
    body: { collectionId, sourceShortName: "rss", name: "Feed", credentials: {}, config: { feedUrls: [`${site.origin}/feed.xml`], ...config } },
  });
  return res.body.sourceConnection.id as string;
}

describe("the sync engine", () => {
  it("backs off as a source's 429 Retry-After asks, keeping the sync, then completes", async () => {
    const id = await feedConnection();
    site.routes.set("/feed.xml", { status: 429, headers: { "retry-after": "7" } });
    const run = await api.post(`/api/v1/source-connections/${id}/run`, { token: owner.token });
    await processSync(run.body.syncId);
    const db = await getDb();
    const [waiting] = await db.select().from(syncs).where(eq(syncs.id, run.body.syncId));
    expect(waiting.status).toBe("started");
    expect(waiting.leaseExpiresAt!.getTime() - Date.now()).toBeGreaterThan(5_000);
    expect(waiting.error).toMatch(/429/);

    await processSync(run.body.syncId); // delivered too early: the back-off holds it
    expect((await db.select().from(syncs).where(eq(syncs.id, run.body.syncId)))[0].status).toBe("started");

    site.routes.set("/feed.xml", { type: "application/rss+xml", body: feed(2) });
    await db.update(syncs).set({ leaseExpiresAt: new Date(Date.now() - 1000) }).where(eq(syncs.id, run.body.syncId));
    await processSync(run.body.syncId);
    const done = await api.get(`/api/v1/source-connections/${id}/syncs/${run.body.syncId}`, { token: owner.token });
    expect(done.body.sync).toMatchObject({ status: "completed", stats: { inserted: 2 } });
  });

  it("fails a sync with the source's reason and marks the connection", async () => {
    const id = await feedConnection({ feedUrls: [`${site.origin}/missing.xml`] });
    const run = await api.post(`/api/v1/source-connections/${id}/run`, { token: owner.token });
    await processSync(run.body.syncId);
    const connection = await api.get(`/api/v1/source-connections/${id}`, { token: owner.token });
    expect(connection.body.sourceConnection.status).toBe("error");
    expect(connection.body.sourceConnection.lastSync).toMatchObject({ status: "failed", error: expect.stringMatching(/404/) });
  });

  it("resumes a sync whose lease ran out, and schedules continuous connections when due", async () => {
    const id = await feedConnection({ syncIntervalMinutes: 5 });
    const run = await api.post(`/api/v1/source-connections/${id}/run`, { token: owner.token });
    const db = await getDb();
    // A worker claimed it and died: the lease is in the past, the status still says running.
    await db.update(syncs).set({ status: "running", leaseOwner: "dead-worker", leaseExpiresAt: new Date(Date.now() - 1000) }).where(eq(syncs.id, run.body.syncId));
    const { resumed } = await syncMaintenance();
    expect(resumed).toBeGreaterThanOrEqual(1);
    await processSync(run.body.syncId);
    const done = await api.get(`/api/v1/source-connections/${id}`, { token: owner.token });
    expect(done.body.sourceConnection.status).toBe("active");

    expect((await syncMaintenance(new Date(Date.now() + 60_000))).scheduled).toBe(0);
    const { scheduled } = await syncMaintenance(new Date(Date.now() + 6 * 60_000));
    expect(scheduled).toBe(1);
    const list = await api.get(`/api/v1/source-connections/${id}/syncs`, { token: owner.token });
    expect(list.body.syncs).toHaveLength(2);
    expect(list.body.syncs[0].status).toBe("started");
  });
});

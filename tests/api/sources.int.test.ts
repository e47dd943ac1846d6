import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import { processSync } from "@/lib/sync/engine";
import { startTestSite, type TestSite } from "@/lib/sources/test-support/http-server";
import { api } from "../http";
import { createCollection, createKey, createTenant, type Tenant } from "../fixtures";
import { createSourceDatabase } from "../support/source-db";

let owner: Tenant;
let collectionId: string;
let source: Awaited<ReturnType<typeof createSourceDatabase>>;
const responses: string[] = [];

async function call(method: "get" | "post" | "put" | "delete", path: string, body?: unknown, token = owner.token) {
  const res = await api[method](path, { token, body });
  responses.push(JSON.stringify(res.body));
  return res;
}

async function createPgConnection(config: Record<string, unknown> = { tables: ["articles"], titleColumn: "title", textTemplate: "{{title}}\n\n{{body}}" }) {
  const res = await call("post", "/api/v1/source-connections", {
    collectionId,
    sourceShortName: "postgresql",
    name: "Articles DB",
    credentials: source.credentials,
    config,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.sourceConnection.id as string;
}

async function runToEnd(connectionId: string) {
  const run = await call("post", `/api/v1/source-connections/${connectionId}/run`);
  expect(run.status, JSON.stringify(run.body)).toBe(202);
  expect(run.body).toEqual({ success: true, syncId: expect.any(String), status: "started" });
  await processSync(run.body.syncId);
  const sync = await call("get", `/api/v1/source-connections/${connectionId}/syncs/${run.body.syncId}`);
  return sync.body.sync;
}

beforeAll(async () => {
  owner = await createTenant("Sources");
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  collectionId = await createCollection(owner.token, "Synced");
  source = await createSourceDatabase(40);
}, 60_000);

afterAll(async () => {
  await source?.drop();
});

describe("sources", () => {
  it("lists the integration types without their fields", async () => {
    const res = await call("get", "/api/v1/sources");
    expect(res.status).toBe(200);
    const names = res.body.sources.map((s: { shortName: string }) => s.shortName);
    expect(names).toEqual(expect.arrayContaining(["postgresql", "mysql", "web", "rss", "files"]));
    for (const s of res.body.sources) {
      expect(s).toMatchObject({ id: expect.any(String), name: expect.any(String), description: expect.any(String), authMethods: expect.any(Array), labels: expect.any(Array), supportsContinuous: expect.any(Boolean) });
      expect(s.authFields).toBeUndefined();
    }
  });

  it("details one with its auth and config fields", async () => {
    const res = await call("get", "/api/v1/sources/postgresql");
    expect(res.body.source.shortName).toBe("postgresql");
    expect(res.body.source.authFields).toEqual(expect.arrayContaining([{ name: "password", type: "password", required: false, label: "Password" }]));
    expect(res.body.source.configFields.map((f: { name: string }) => f.name)).toContain("syncIntervalMinutes");
    expect((await call("get", "/api/v1/sources/nope")).status).toBe(404);
  });
});

describe("creating connections", () => {
  it.each([
    [{ sourceShortName: "nope" }, 400, "invalid_request"],
    [{ credentials: { host: "127.0.0.1" } }, 400, "invalid_credentials"],
    [{ credentials: { host: "h", port: "5432", database: "d", user: "u" } }, 400, "invalid_credentials"],
    [{ credentials: { host: "h", port: 5432, database: "d", user: "u", token: "x" } }, 400, "invalid_credentials"],
    [{ config: { batchSize: "many" } }, 400, "invalid_request"],
    [{ name: "" }, 400, "invalid_request"],
  ])("refuses %j", async (override, status, error) => {
    const res = await call("post", "/api/v1/source-connections", {
      collectionId,
      sourceShortName: "postgresql",
      name: "x",
      credentials: source.credentials,
      ...override,
    });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
  });

  it("creates a pending connection and shows it without credentials", async () => {
    const id = await createPgConnection();
    const res = await call("get", `/api/v1/source-connections/${id}`);
    expect(res.body.sourceConnection).toMatchObject({ id, name: "Articles DB", status: "pending", sourceShortName: "postgresql", collectionId, personal: false, documentCount: 0, lastSync: null });
    expect(res.body.sourceConnection.credentials).toBeUndefined();
    const list = await call("get", `/api/v1/source-connections?collectionId=${collectionId}`);
    expect(list.body.sourceConnections.map((c: { id: string }) => c.id)).toContain(id);
    expect(list.body.nextCursor).toBeNull();
  });
});

describe("testing connections", () => {
  it("reports connected, rejected credentials and an unreachable source", async () => {
    const id = await createPgConnection();
    expect((await call("post", `/api/v1/source-connections/${id}/test`)).body).toEqual({ success: true, status: "connected", message: expect.any(String) });

    await call("put", `/api/v1/source-connections/${id}/credentials`, { credentials: { ...source.credentials, user: "no_such_role_here" } });
    const rejected = await call("post", `/api/v1/source-connections/${id}/test`);
    expect(rejected.status).toBe(400);
    expect(rejected.body.error).toBe("invalid_credentials");

    await call("put", `/api/v1/source-connections/${id}/credentials`, { credentials: { ...source.credentials, port: 1 } });
    const unreachable = await call("post", `/api/v1/source-connections/${id}/test`);
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error).toBe("source_unreachable");
  });
});

describe("syncing a PostgreSQL table", () => {
  it("indexes every row, then only what changed, and nothing when nothing did", async () => {
    const id = await createPgConnection();
    const first = await runToEnd(id);
    expect(first).toMatchObject({ status: "completed", stats: { inserted: 40, updated: 0, deleted: 0, unchanged: 0, failed: 0 } });
    expect(first.finishedAt).toEqual(expect.any(String));
    const detail = await call("get", `/api/v1/source-connections/${id}`);
    expect(detail.body.sourceConnection).toMatchObject({ status: "active", documentCount: 40, lastSync: { syncId: first.syncId, status: "completed" } });

    const again = await runToEnd(id);
    expect(again.stats).toEqual({ inserted: 0, updated: 0, deleted: 0, unchanged: 40, failed: 0 });

    await source.sql`insert into articles (id, title, body, team) values (1000, 'Zebra migration', 'Zebras cross the Serengeti plains every year.', 'Sales')`;
    await source.sql`update articles set body = 'Rewritten body about kangaroos.', updated_at = now() where id = 2`;
    await source.sql`delete from articles where id = 3`;
    const changed = await runToEnd(id);
    expect(changed.stats).toEqual({ inserted: 1, updated: 1, deleted: 1, unchanged: 38, failed: 0 });

    const found = await call("post", "/api/v1/search", { collectionId, query: "zebras serengeti", mode: "keyword" });
    expect(found.body.results[0].metadata).toMatchObject({ source: "postgresql", title: "Zebra migration" });
    const db = await getDb();
    const ids = await rows<{ external_id: string }>(db, sql`select external_id from documents where source_connection_id = ${id} order by 1`);
    expect(ids.map((r) => r.external_id)).not.toContain("public.articles:3");
    expect(ids).toHaveLength(40);
  });

  it("answers 409 on every change while a sync runs, and cancels it", async () => {
    const id = await createPgConnection();
    const run = await call("post", `/api/v1/source-connections/${id}/run`);
    expect((await call("get", `/api/v1/source-connections/${id}`)).body.sourceConnection.status).toBe("syncing");
    for (const [method, path, body] of [
      ["post", `/api/v1/source-connections/${id}/run`, undefined],
      ["put", `/api/v1/source-connections/${id}/credentials`, { credentials: source.credentials }],
      ["put", `/api/v1/source-connections/${id}/config`, { config: { tables: ["articles"] } }],
      ["delete", `/api/v1/source-connections/${id}`, undefined],
      ["delete", `/api/v1/source-connections/${id}/data`, undefined],
    ] as const) {
      const res = await call(method, path, body);
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 409, error: "sync_in_progress" });
    }
    const cancelled = await call("post", `/api/v1/source-connections/${id}/syncs/${run.body.syncId}/cancel`);
    expect(cancelled.body.sync.status).toBe("cancelled");
    await processSync(run.body.syncId); // a late delivery finds nothing to do
    expect((await call("get", `/api/v1/source-connections/${id}/syncs`)).body.syncs[0].status).toBe("cancelled");
    expect((await call("get", `/api/v1/source-connections/${id}`)).body.sourceConnection.status).toBe("pending");
    expect((await call("post", `/api/v1/source-connections/${id}/run`)).status).toBe(202);
  });

  it("clears data, deletes with or without the data", async () => {
    const keep = await createPgConnection();
    await runToEnd(keep);
    const cleared = await call("delete", `/api/v1/source-connections/${keep}/data`);
    expect(cleared.body).toEqual({ success: true, documentsDeleted: 40 });
    const full = await runToEnd(keep);
    expect(full.full).toBe(true);
    expect(full.stats.inserted).toBe(40);
    const deleted = await call("delete", `/api/v1/source-connections/${keep}`);
    expect(deleted.body).toEqual({ success: true, deleted: true, documentsDeleted: 0 });
    expect((await call("get", `/api/v1/source-connections/${keep}`)).status).toBe(404);

    const drop = await createPgConnection({ tables: ["articles"], titleColumn: "title" });
    await runToEnd(drop);
    const gone = await call("delete", `/api/v1/source-connections/${drop}?deleteData=true`);
    expect(gone.body.documentsDeleted).toBe(40);
  });
});

describe("feeds and personal connections", () => {
  let site: TestSite;
  beforeAll(async () => {
    const items = [1, 2, 3].map((i) => `<item><guid>entry-${i}</guid><title>Entry ${i} on ocean currents</title><link>https://example.com/${i}</link><description>Ocean current number ${i} moves warm water north.</description></item>`).join("");
    site = await startTestSite({ "/feed.xml": { type: "application/rss+xml", body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title>${items}</channel></rss>` } });
  });
  afterAll(() => site.close());

  it("syncs a feed owned by its creator, hidden from other keys", async () => {
    const created = await call("post", "/api/v1/source-connections", {
      collectionId,
      sourceShortName: "rss",
      name: "My feed",
      personal: true,
      credentials: {},
      config: { feedUrls: [`${site.origin}/feed.xml`] },
    });
    expect(created.status).toBe(201);
    const id = created.body.sourceConnection.id;
    expect((await runToEnd(id)).stats.inserted).toBe(3);

    const userKey = await createKey(owner.token, { scope: "User" });
    const orgKey = await createKey(owner.token, { scope: "Organization" });
    expect((await call("get", `/api/v1/source-connections/${id}`, undefined, userKey.key)).status).toBe(200);
    expect((await call("get", `/api/v1/source-connections/${id}`, undefined, orgKey.key)).status).toBe(404);
    const listed = await call("get", "/api/v1/source-connections", undefined, orgKey.key);
    expect(listed.body.sourceConnections.map((c: { id: string }) => c.id)).not.toContain(id);
    const personal = await call("post", "/api/v1/source-connections", {
      collectionId, sourceShortName: "rss", name: "x", personal: true, credentials: {}, config: { feedUrls: [`${site.origin}/feed.xml`] },
    }, orgKey.key);
    expect(personal.status).toBe(403);
  });
});

describe("files", () => {
  it("uploads Markdown and CSV into a files connection and indexes them", async () => {
    const created = await call("post", "/api/v1/source-connections", { collectionId, sourceShortName: "files", name: "Uploads", credentials: {} });
    const id = created.body.sourceConnection.id;
    const form = new FormData();
    form.append("file", new File(["# Llama care\n\nLlamas need companions and hay."], "llamas.md", { type: "text/markdown" }));
    form.append("file", new File(["name,habitat\nvicuna,andes\nalpaca,highlands\n"], "camelids.csv", { type: "text/csv" }));
    const upload = await api.post(`/api/v1/source-connections/${id}/files`, { token: owner.token, rawBody: form });
    expect(upload.status).toBe(201);
    expect(upload.body.files.map((f: { name: string }) => f.name).sort()).toEqual(["camelids.csv", "llamas.md"]);
    expect((await runToEnd(id)).stats.inserted).toBe(2);
    const found = await call("post", "/api/v1/search", { collectionId, query: "vicuna andes", mode: "keyword" });
    expect(found.body.results[0].metadata.source).toBe("files");
    const notMultipart = await call("post", `/api/v1/source-connections/${id}/files`, { file: "x" });
    expect(notMultipart.status).toBe(400);
  });
});

describe("secrets", () => {
  it("never returns the credentials and stores them encrypted", async () => {
    const secret = source.credentials.password;
    for (const body of responses) expect(body).not.toContain(secret);
    const db = await getDb();
    const dump = await rows<{ row: string }>(db, sql`select row_to_json(s)::text as row from source_connections s`);
    expect(dump.length).toBeGreaterThan(0);
    for (const { row } of dump) expect(row).not.toContain(secret);
  });
});

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pkg from "@/package.json";
import { awayFromMinuteBoundary, createCollection, createKey, createTenant, type Tenant } from "../fixtures";
import { api } from "../http";
import { startAppServer } from "../support/app-server";
import type { RunningServer } from "../support/serve";

const docs = [
  { id: "car-1", title: "Buying a used car", url: "https://example.com/car", content: "Check the automobile's service history, tyres and brakes before you buy a used car.", metadata: { year: 2023, tags: ["vehicles", "money"], team: "Sales" } },
  { id: "bake-3", title: "Sourdough basics", content: "A sourdough starter needs flour, water and patience; feed it daily and keep it warm.", metadata: { year: 2022, tags: ["food"], team: "Kitchen" } },
  { id: "garden-4", title: "Growing tomatoes", content: "Tomatoes want full sun, deep watering and a stake to climb. Pinch out side shoots weekly.", metadata: { year: 2024, tags: ["food", "garden"], team: "Sales" } },
  { id: "long-5", title: "Long read", content: `Compost heaps turn kitchen scraps into soil. ${"Turn the heap every week and keep it moist. ".repeat(20)}`, metadata: { year: 2024, tags: ["garden"], team: "Kitchen" } },
];

const ACCEPT = "application/json, text/event-stream";
const TOOLS_LIST = { jsonrpc: "2.0", id: 1, method: "tools/list" };

let server: RunningServer;
let owner: Tenant;
let collectionId: string;
let otherCollectionId: string;
let orgKey: string;

const endpoint = (id = collectionId) => `${server.url}/mcp/collections/${id}`;

async function connect(token: string, id = collectionId): Promise<Client> {
  const client = new Client({ name: "quarry-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint(id)), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

async function rpc(token: string | undefined, body: unknown = TOOLS_LIST, id = collectionId) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: ACCEPT };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(endpoint(id), { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
}

const text = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  (result.content as Array<{ type: string; text: string }>).map((c) => c.text).join("\n");

beforeAll(async () => {
  server = await startAppServer();
  owner = await createTenant("Agent");
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  collectionId = await createCollection(owner.token, "Handbook");
  otherCollectionId = await createCollection(owner.token, "Other");
  const res = await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents: docs } });
  expect(res.body.upserted).toBe(docs.length);
  orgKey = (await createKey(owner.token, { scope: "Organization" })).key;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("MCP tools through the official SDK client", () => {
  it("lists search and fetch, the search description naming the metadata fields and their types", async () => {
    const client = await connect(orgKey);
    expect(client.getServerVersion()).toMatchObject({ name: "quarry", version: pkg.version });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["fetch", "search"]);
    const search = tools.find((t) => t.name === "search")!;
    for (const line of ["- team (string)", "- year (number)", "- tags (array of string)", "- created_at (string, ISO 8601 date)", "- source (string)"]) {
      expect(search.description).toContain(line);
    }
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual(["expandQuery", "filters", "limit", "mode", "query", "rerank"]);
    expect(search.inputSchema.required).toEqual(["query"]);
    await client.close();
  });

  it("searches and finds a known document, as text and as structured content", async () => {
    const client = await connect(orgKey);
    const result = await client.callTool({ name: "search", arguments: { query: "sourdough starter", mode: "keyword" } });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as any;
    expect(structured).toMatchObject({ query: "sourdough starter", mode: "keyword", took: expect.any(Number) });
    expect(structured.results[0]).toMatchObject({ documentId: "bake-3", title: "Sourdough basics", metadata: { team: "Kitchen" } });
    expect(text(result)).toContain("1. Sourdough basics");
    expect(text(result)).toContain("documentId: bake-3");
    await client.close();
  });

  it("keeps each snippet of the text listing within 300 characters", async () => {
    const client = await connect(orgKey);
    const result = await client.callTool({ name: "search", arguments: { query: "compost heap", limit: 1, mode: "keyword" } });
    const snippetLine = text(result).split("\n").at(-1)!.trim();
    expect(snippetLine.startsWith("Compost heaps")).toBe(true);
    expect(snippetLine.length).toBeLessThanOrEqual(300);
    expect((result.structuredContent as any).results[0].documentId).toBe("long-5");
    await client.close();
  });

  it("fetches a document's full text and metadata", async () => {
    const client = await connect(orgKey);
    const result = await client.callTool({ name: "fetch", arguments: { documentId: "long-5" } });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toContain(docs[3].content);
    expect((result.structuredContent as any).document).toMatchObject({
      id: "long-5",
      title: "Long read",
      content: docs[3].content,
      metadata: { team: "Kitchen", year: 2024, source: "api" },
    });
    await client.close();
  });

  it("answers an unknown document id with a tool error saying not found", async () => {
    const client = await connect(orgKey);
    const result = await client.callTool({ name: "fetch", arguments: { documentId: "no-such-doc" } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/not found/);
    await client.close();
  });

  it("applies metadata filters", async () => {
    const client = await connect(orgKey);
    const result = await client.callTool({
      name: "search",
      arguments: { query: "tomatoes sun car brakes", filters: [{ field: "team", operator: "eq", value: "Sales" }, { field: "year", operator: "gte", value: 2024 }] },
    });
    expect(result.isError).toBeFalsy();
    const ids = (result.structuredContent as any).results.map((r: any) => r.documentId);
    expect(ids).toEqual(["garden-4"]);
    await client.close();
  });

  it.each([
    [{ query: "x", limit: 500 }, /limit/],
    [{ query: "x", filters: [{ field: "year", operator: "gt", value: "soon" }] }, /filters\.0\.value/],
    [{ query: "x", filters: [{ field: "year", operator: "like", value: 1 }] }, /operator/],
    [{ limit: 3 }, /query/],
  ])("turns invalid arguments %j into a tool error", async (args, message) => {
    const client = await connect(orgKey);
    const result = await client.callTool({ name: "search", arguments: args });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(message);
    await client.close();
  });

  it("accepts a user's JWT as well as an API key", async () => {
    const client = await connect(owner.token);
    expect((await client.listTools()).tools).toHaveLength(2);
    await client.close();
  });
});

describe("MCP endpoint access, checked before any MCP processing", () => {
  it("refuses a wrong key: the client throws and the HTTP answer is the contract's 401", async () => {
    await expect(connect("bk_wrong_key")).rejects.toMatchObject({ code: 401 });
    const res = await rpc("bk_wrong_key");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: "unauthorized", message: expect.any(String) });
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect((await rpc(undefined)).body.error).toBe("unauthorized");
  });

  it("refuses a revoked key with 401 key_revoked", async () => {
    const key = await createKey(owner.token, { scope: "Organization" });
    expect((await rpc(key.key)).status).toBe(200);
    await api.delete(`/api/v1/api-keys/${key.id}`, { token: owner.token });
    await expect(connect(key.key)).rejects.toMatchObject({ code: 401, message: expect.stringContaining("key_revoked") });
    const res = await rpc(key.key);
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 401, error: "key_revoked" });
  });

  it("refuses another collection's key with 403 collection_denied", async () => {
    const scoped = await createKey(owner.token, { scope: "Collection", collectionId: otherCollectionId });
    await expect(connect(scoped.key)).rejects.toMatchObject({ code: 403 });
    const res = await rpc(scoped.key);
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 403, error: "collection_denied" });
    expect((await rpc(scoped.key, TOOLS_LIST, otherCollectionId)).status).toBe(200);
  });

  it("answers 404 for a collection that does not exist", async () => {
    const res = await rpc(orgKey, TOOLS_LIST, "no-such-collection");
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 404, error: "not_found" });
  });

  it("answers JSON-RPC with the request id and rate-limit headers", async () => {
    const res = await rpc(orgKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { tools: expect.any(Array) } });
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("x-ratelimit-limit")).toBe("100000");
  });

  it("answers GET and DELETE with 405 in the contract's shape (no SSE stream, no sessions)", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await fetch(endpoint(), { method, headers: { authorization: `Bearer ${orgKey}`, accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(await res.json()).toMatchObject({ success: false, error: "method_not_allowed" });
    }
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const huge = { ...TOOLS_LIST, params: { padding: "x".repeat(1024 * 1024) } };
    const res = await rpc(orgKey, huge);
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 413, error: "payload_too_large" });
  });

  it("applies the plan's rate limit: a free key's 61st request in a minute gets 429", async () => {
    const free = await createTenant("FreeAgent");
    const freeCollection = await createCollection(free.token, "Notes");
    const key = (await createKey(free.token, { scope: "Collection", collectionId: freeCollection })).key;
    await awayFromMinuteBoundary();
    const burst = await Promise.all(Array.from({ length: 60 }, () => rpc(key, TOOLS_LIST, freeCollection)));
    expect(burst.map((r) => r.status)).toEqual(Array(60).fill(200));
    const limited = await rpc(key, TOOLS_LIST, freeCollection);
    expect({ status: limited.status, error: limited.body.error }).toEqual({ status: 429, error: "rate_limited" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("60");
  });
});

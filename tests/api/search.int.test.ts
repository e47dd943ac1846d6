import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../http";
import { createCollection, createKey, createTenant, type Tenant } from "../fixtures";

const docs = [
  { id: "car-1", title: "Buying a used car", content: "Check the automobile's service history, tyres and brakes before you buy a used car.", author: "Ana", createdAt: "2023-01-10T00:00:00Z", metadata: { year: 2023, rating: 4.5, tags: ["vehicles", "money"], team: "Sales" } },
  { id: "ev-2", title: "Electric vehicles", content: "Electric vehicles charge at home overnight and cost less to run than petrol engines.", author: "Ben", createdAt: "2024-03-05T00:00:00Z", metadata: { year: 2024, rating: 3, tags: ["vehicles", "energy"], team: "Engineering" } },
  { id: "bake-3", title: "Sourdough basics", content: "A sourdough starter needs flour, water and patience; feed it daily and keep it warm.", author: "Cleo", createdAt: "2022-07-01T00:00:00Z", metadata: { year: 2022, rating: 5, tags: ["food"], team: "Kitchen" } },
  { id: "garden-4", title: "Growing tomatoes", content: "Tomatoes want full sun, deep watering and a stake to climb. Pinch out side shoots weekly.", author: "Ana", createdAt: "2024-06-20T00:00:00Z", metadata: { year: 2024, rating: 4, tags: ["food", "garden"], team: "Sales" } },
  { id: "money-5", title: "Saving for retirement", content: "Put a fixed share of every salary into a pension fund; compound interest does the rest over decades.", author: "Dev", createdAt: "2021-11-11T00:00:00Z", metadata: { year: 2021, rating: 2.5, tags: ["money"], team: "Finance" } },
  { id: "sleep-6", title: "Sleeping better", content: "Go to bed at the same hour, keep the bedroom dark and cool, and avoid screens late at night.", author: "Ben", createdAt: "2023-09-30T00:00:00Z", metadata: { year: 2023, rating: 4.8, tags: ["health"], team: "Engineering" } },
];

let owner: Tenant;
let collectionId: string;
const search = (body: Record<string, unknown>, token = owner.token) =>
  api.post("/api/v1/search", { token, body: { collectionId, ...body } });
const ids = (res: { body: any }) => res.body.results.map((r: any) => r.metadata.documentId).sort();

beforeAll(async () => {
  owner = await createTenant("Searcher");
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  collectionId = await createCollection(owner.token, "Handbook");
  const res = await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents: docs } });
  expect(res.body).toEqual({ success: true, upserted: docs.length, unchanged: 0 });
}, 120_000);

describe("documents", () => {
  it("reports unchanged documents on a re-upload and updates changed ones", async () => {
    const again = await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents: docs } });
    expect(again.body).toEqual({ success: true, upserted: 0, unchanged: docs.length });
    const collection = await api.get(`/api/v1/collections/${collectionId}`, { token: owner.token });
    expect(collection.body.collection.documentCount).toBe(docs.length);
    expect(collection.body.collection.chunkCount).toBeGreaterThanOrEqual(docs.length);
  });

  it("refuses more than 1,000 documents, a body over 10 MiB, and documents without an id", async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ id: `d${i}`, content: "x" }));
    expect((await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents: many } })).status).toBe(400);
    const huge = { documents: [{ id: "big", content: "x".repeat(10 * 1024 * 1024 + 100) }] };
    const tooBig = await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: huge });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe("payload_too_large");
    const noId = await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents: [{ content: "x" }] } });
    expect(noId.status).toBe(400);
    expect(noId.body.details[0].path).toBe("documents.0.id");
  });

  it("deletes a document and its chunks", async () => {
    const temp = await createCollection(owner.token, "Temp");
    await api.post(`/api/v1/collections/${temp}/documents`, { token: owner.token, body: { documents: [docs[0], docs[1]] } });
    const del = await api.delete(`/api/v1/collections/${temp}/documents/car-1`, { token: owner.token });
    expect(del.status).toBe(200);
    const res = await api.post("/api/v1/search", { token: owner.token, body: { collectionId: temp, query: "used car", mode: "keyword" } });
    expect(res.body.results.map((r: any) => r.metadata.documentId)).not.toContain("car-1");
    expect((await api.delete(`/api/v1/collections/${temp}/documents/car-1`, { token: owner.token })).status).toBe(404);
  });
});

describe("search", () => {
  it("finds by keyword with normalised, sorted scores and the contract's shape", async () => {
    const res = await search({ query: "sourdough starter", mode: "keyword" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, query: "sourdough starter", mode: "keyword", took: expect.any(Number) });
    expect(Number.isInteger(res.body.took)).toBe(true);
    const [top] = res.body.results;
    expect(top.metadata).toMatchObject({ documentId: "bake-3", source: "api", title: "Sourdough basics", author: "Cleo", created_at: "2022-07-01T00:00:00.000Z" });
    expect(typeof top.id).toBe("string");
    for (const r of res.body.results) expect(r.score).toBeGreaterThanOrEqual(0), expect(r.score).toBeLessThanOrEqual(1);
    const scores = res.body.results.map((r: any) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("finds a paraphrase semantically that keyword search misses", async () => {
    const query = "automobile purchase advice";
    const keyword = await search({ query: "vehicle acquisition guidance", mode: "keyword" });
    expect(ids(keyword)).not.toContain("car-1");
    const semantic = await search({ query: "vehicle acquisition guidance", mode: "semantic", limit: 2 });
    expect(semantic.body.results.map((r: any) => r.metadata.documentId)).toContain("car-1");
    expect((await search({ query, mode: "hybrid" })).body.results[0].metadata.documentId).toBe("car-1");
  });

  it("defaults to 10 results and hybrid mode", async () => {
    const many = await createCollection(owner.token, "Many");
    const bulk = Array.from({ length: 14 }, (_, i) => ({ id: `n${i}`, title: `Note ${i}`, content: `Meeting notes about the quarterly roadmap, item ${i}.` }));
    await api.post(`/api/v1/collections/${many}/documents`, { token: owner.token, body: { documents: bulk } });
    const res = await api.post("/api/v1/search", { token: owner.token, body: { collectionId: many, query: "roadmap meeting" } });
    expect(res.body.mode).toBe("hybrid");
    expect(res.body.results).toHaveLength(10);
  });

  it("answers an empty collection with no results", async () => {
    const empty = await createCollection(owner.token, "Empty");
    for (const mode of ["keyword", "semantic", "hybrid"]) {
      const res = await api.post("/api/v1/search", { token: owner.token, body: { collectionId: empty, query: "anything", mode, generateAnswer: true } });
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([]);
      expect(typeof res.body.answer).toBe("string");
      expect(res.body.citations).toEqual([]);
    }
  });

  it.each([
    [{ query: "" }, "query"],
    [{ query: "x", limit: 0 }, "limit"],
    [{ query: "x", limit: 101 }, "limit"],
    [{ query: "x", limit: 2.5 }, "limit"],
    [{ query: "x", mode: "fuzzy" }, "mode"],
    [{ query: "x", filters: [{ field: "year", operator: "like", value: 1 }] }, "filters.0.operator"],
    [{ query: "x", filters: [{ field: "year", operator: "gt", value: "soon" }] }, "filters.0.value"],
    [{ query: "x", filters: [{ field: "tags", operator: "in", value: [] }] }, "filters.0.value"],
    [{ query: "x", filters: [{ field: "tags", operator: "in", value: "food" }] }, "filters.0.value"],
    [{ query: "x", filters: [{ operator: "eq", value: 1 }] }, "filters.0.field"],
    [{ query: "x", filters: "year=2024" }, "filters"],
  ])("refuses %j with 400 naming %s", async (body, path) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
  });

  it("refuses a search with no collectionId or no query", async () => {
    expect((await api.post("/api/v1/search", { token: owner.token, body: { query: "x" } })).status).toBe(400);
    expect((await api.post("/api/v1/search", { token: owner.token, body: { collectionId } })).status).toBe(400);
  });
});

describe("hybrid fusion", () => {
  it("weighs the meaning of keyword matches the nearest-neighbour list did not reach", async () => {
    const fused = await createCollection(owner.token, "Fusion");
    // Thirty-five texts nearer to "kayak" in meaning than either document naming it, so the
    // semantic list (30 long for a limit of 2) holds neither; both match the keyword equally.
    const near = ["canoe", "canoeing", "paddling", "rafting", "paddle", "rowing", "boats", "whitewater"];
    const distractors = Array.from({ length: 35 }, (_, i) => ({
      id: `near-${String(i).padStart(2, "0")}`,
      content: Array.from({ length: 6 }, (_, j) => near[(i + j * 3) % near.length]).join(" "),
    }));
    const named = [
      { id: "a-kayak-tax", title: "Note", content: "The kayak invoice, tax forms and audit fees for the quarter." },
      { id: "b-kayak-lake", title: "Note", content: "The kayak launch, lake shore and calm water for the morning." },
    ];
    const res = await api.post(`/api/v1/collections/${fused}/documents`, { token: owner.token, body: { documents: [...distractors, ...named] } });
    expect(res.status).toBe(200);
    const run = (mode: string, limit: number) =>
      api.post("/api/v1/search", { token: owner.token, body: { collectionId: fused, query: "kayak", mode, limit } });

    const nearest = (await run("semantic", 30)).body.results.map((r: any) => r.metadata.documentId);
    expect(nearest).toHaveLength(30);
    expect(nearest).not.toContain("a-kayak-tax");
    expect(nearest).not.toContain("b-kayak-lake");
    const keyword = (await run("keyword", 2)).body.results;
    expect(keyword.map((r: any) => r.score)).toEqual([keyword[0].score, keyword[0].score]);

    const hybrid = (await run("hybrid", 2)).body.results.map((r: any) => r.metadata.documentId);
    expect(hybrid).toEqual(["b-kayak-lake", "a-kayak-tax"]);
  });
});

describe("filters", () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ["eq number", { field: "year", operator: "eq", value: 2024 }, ["ev-2", "garden-4"]],
    ["neq number", { field: "year", operator: "neq", value: 2024 }, ["bake-3", "car-1", "money-5", "sleep-6"]],
    ["gt number", { field: "rating", operator: "gt", value: 4 }, ["bake-3", "car-1", "sleep-6"]],
    ["gte number", { field: "rating", operator: "gte", value: 4 }, ["bake-3", "car-1", "garden-4", "sleep-6"]],
    ["lt number", { field: "rating", operator: "lt", value: 3 }, ["money-5"]],
    ["lte number", { field: "rating", operator: "lte", value: 3 }, ["ev-2", "money-5"]],
    ["gt date", { field: "created_at", operator: "gt", value: "2023-06-01" }, ["ev-2", "garden-4", "sleep-6"]],
    ["lte date with offset", { field: "created_at", operator: "lte", value: "2023-01-10T01:00:00+01:00" }, ["bake-3", "car-1", "money-5"]],
    ["eq date as instant", { field: "created_at", operator: "eq", value: "2023-01-10T00:00:00Z" }, ["car-1"]],
    ["eq string", { field: "author", operator: "eq", value: "Ana" }, ["car-1", "garden-4"]],
    ["neq string", { field: "team", operator: "neq", value: "Sales" }, ["bake-3", "ev-2", "money-5", "sleep-6"]],
    ["in strings", { field: "team", operator: "in", value: ["Kitchen", "Finance"] }, ["bake-3", "money-5"]],
    ["in numbers", { field: "year", operator: "in", value: [2021, 2022] }, ["bake-3", "money-5"]],
    ["in on an array field", { field: "tags", operator: "in", value: ["energy", "health"] }, ["ev-2", "sleep-6"]],
    ["contains substring, any case", { field: "title", operator: "contains", value: "VEHICLE" }, ["ev-2"]],
    ["contains on an array", { field: "tags", operator: "contains", value: "money" }, ["car-1", "money-5"]],
    ["source is always there", { field: "source", operator: "eq", value: "api" }, ["bake-3", "car-1", "ev-2", "garden-4", "money-5", "sleep-6"]],
  ];

  it.each(cases)("%s", async (_name, filter, expected) => {
    for (const mode of ["semantic", "hybrid"]) {
      const res = await search({ query: "home food money car sleep tomatoes", mode, filters: [filter], limit: 50 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect([...new Set(ids(res))]).toEqual(expected);
    }
  });

  it("ANDs several filters", async () => {
    const res = await search({
      query: "anything at all",
      mode: "semantic",
      limit: 50,
      filters: [
        { field: "team", operator: "eq", value: "Sales" },
        { field: "year", operator: "gte", value: 2024 },
      ],
    });
    expect([...new Set(ids(res))]).toEqual(["garden-4"]);
  });

  it("treats hostile field names and values as data", async () => {
    const res = await search({ query: "x", mode: "semantic", filters: [{ field: "title'); drop table chunks; --", operator: "eq", value: "' or 1=1 --" }] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect((await search({ query: "sourdough", mode: "keyword" })).body.results.length).toBeGreaterThan(0);
  });
});

describe("expansion, rerank and answers", () => {
  it("returns expanded queries and finds a synonym's document", async () => {
    const plain = await search({ query: "automobile", mode: "keyword" });
    const expanded = await search({ query: "automobile", mode: "keyword", expandQuery: true });
    expect(expanded.body.expandedQueries.length).toBeGreaterThan(0);
    expect(ids(expanded)).toEqual(expect.arrayContaining(ids(plain)));
    expect(ids(expanded)).toContain("car-1");
  });

  it("rerank puts the exact phrase and title match first", async () => {
    const res = await search({ query: "growing tomatoes", rerank: true });
    expect(res.body.results[0].metadata.documentId).toBe("garden-4");
    for (const r of res.body.results) expect(r.score).toBeLessThanOrEqual(1);
  });

  it("answers with sentences taken from the cited results", async () => {
    const res = await search({ query: "how do I keep a sourdough starter alive", generateAnswer: true });
    expect(res.body.answer.length).toBeGreaterThan(0);
    expect(res.body.citations.length).toBeGreaterThan(0);
    const byId = new Map(res.body.results.map((r: any) => [r.id, r.content]));
    for (const part of res.body.answer.split(/(?<=\[\d+\])\s*/).filter(Boolean)) {
      const match = /^(.*?)\s*\[(\d+)\]$/.exec(part.trim());
      expect(match, part).toBeTruthy();
      const cited = byId.get(res.body.citations[Number(match![2]) - 1]) as string;
      expect(cited).toContain(match![1].trim());
    }
  });

  it("GET search answers raw by default and adds an answer for completion", async () => {
    const raw = await api.get(`/api/v1/collections/${collectionId}/search?query=tomatoes`, { token: owner.token });
    expect(raw.status).toBe(200);
    expect(raw.body.answer).toBeUndefined();
    expect(raw.body.results[0].metadata.documentId).toBe("garden-4");
    const completion = await api.get(`/api/v1/collections/${collectionId}/search?query=tomatoes&responseType=completion&limit=3`, { token: owner.token });
    expect(completion.body.results.length).toBeLessThanOrEqual(3);
    expect(typeof completion.body.answer).toBe("string");
    const bad = await api.get(`/api/v1/collections/${collectionId}/search?query=x&responseType=essay`, { token: owner.token });
    expect(bad.status).toBe(400);
    expect((await api.get(`/api/v1/collections/${collectionId}/search`, { token: owner.token })).status).toBe(400);
    expect((await api.get(`/api/v1/collections/${collectionId}/search?query=x&limit=abc`, { token: owner.token })).status).toBe(400);
  });
});

describe("access", () => {
  it("refuses a collection-scoped key on another collection before validating the body", async () => {
    const other = await createCollection(owner.token, "Else");
    const { key } = await createKey(owner.token, { scope: "Collection", collectionId: other });
    const res = await api.post("/api/v1/search", { token: key, body: { collectionId, query: "", limit: 9999 } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("collection_denied");
    const ghost = await api.post("/api/v1/search", { token: key, body: { collectionId: "ghost-collection", query: "x" } });
    expect(ghost.body.error).toBe("collection_denied");
    const ok = await api.post("/api/v1/search", { token: key, body: { collectionId: other, query: "x" } });
    expect(ok.status).toBe(200);
  });
});

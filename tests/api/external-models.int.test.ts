import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "../http";
import { createCollection, createTenant, type Tenant } from "../fixtures";
import { startOpenAIServer } from "../support/openai-server";

let server: Awaited<ReturnType<typeof startOpenAIServer>>;
let owner: Tenant;
const docs = [
  { id: "tomato", title: "Growing tomatoes", content: "Tomatoes want full sun and deep watering. Stake them so they climb." },
  { id: "bread", title: "Sourdough", content: "A sourdough starter needs flour and water every day." },
  { id: "sleep", title: "Sleep", content: "Keep the bedroom dark and cool to sleep better." },
];

beforeAll(async () => {
  server = await startOpenAIServer({ dimensions: 16 });
  owner = await createTenant("Models");
});
afterAll(() => server.close());
afterEach(() => {
  for (const name of ["EMBEDDINGS_BASE_URL", "EMBEDDINGS_MODEL", "EMBEDDINGS_API_KEY", "LLM_BASE_URL", "LLM_MODEL", "LLM_API_KEY"]) delete process.env[name];
});

async function collectionWithDocs(): Promise<string> {
  const id = await createCollection(owner.token, "External");
  const res = await api.post(`/api/v1/collections/${id}/documents`, { token: owner.token, body: { documents: docs } });
  expect(res.body.upserted).toBe(docs.length);
  return id;
}

describe("OpenAI-compatible embeddings", () => {
  it("embed new collections through the configured endpoint and search them semantically", async () => {
    Object.assign(process.env, { EMBEDDINGS_BASE_URL: server.baseUrl, EMBEDDINGS_MODEL: "test-embed", EMBEDDINGS_API_KEY: "sk-test" });
    const id = await collectionWithDocs();
    const collection = await api.get(`/api/v1/collections/${id}`, { token: owner.token });
    expect(collection.body.collection.embeddingModel).toBe("openai:test-embed");
    const embeds = server.requests.filter((r) => r.path === "/v1/embeddings");
    expect(embeds.length).toBeGreaterThan(0);
    expect(embeds[0].authorization).toBe("Bearer sk-test");
    expect(embeds[0].body.model).toBe("test-embed");

    const res = await api.post("/api/v1/search", { token: owner.token, body: { collectionId: id, query: "sourdough starter flour", mode: "semantic" } });
    expect(res.status).toBe(200);
    expect(res.body.results[0].metadata.documentId).toBe("bread");
  });
});

describe("OpenAI-compatible chat model", () => {
  it("writes the answer, renumbering its citations to the results it used", async () => {
    const id = await collectionWithDocs();
    Object.assign(process.env, { LLM_BASE_URL: server.baseUrl, LLM_MODEL: "test-chat" });
    server.onChat(() => ({ content: "Give them full sun and deep watering [1]. Nothing else is needed [9]." }));
    const res = await api.post("/api/v1/search", { token: owner.token, body: { collectionId: id, query: "how to grow tomatoes", generateAnswer: true } });
    expect(res.body.answer).toBe("Give them full sun and deep watering [1]. Nothing else is needed.");
    expect(res.body.citations).toEqual([res.body.results[0].id]);
  });

  it("expands the query and reranks with the model", async () => {
    const id = await collectionWithDocs();
    Object.assign(process.env, { LLM_BASE_URL: server.baseUrl, LLM_MODEL: "test-chat" });
    server.onChat((body) => {
      const system = body.messages[0].content;
      if (system.startsWith("Rewrite")) return { content: '{"queries": ["bread starter", "levain feeding"]}' };
      const passages = body.messages[1].content.split(/\n\n\[\d+\] /).length;
      const scores = Array.from({ length: passages }, (_, i) => (body.messages[1].content.split(/\[\d+\] /)[i + 1]?.includes("sleep") ? 10 : 1));
      return { content: JSON.stringify({ scores }) };
    });
    const res = await api.post("/api/v1/search", {
      token: owner.token,
      body: { collectionId: id, query: "sourdough", expandQuery: true, rerank: true },
    });
    expect(res.body.expandedQueries).toEqual(["bread starter", "levain feeding"]);
    expect(res.body.results[0].metadata.documentId).toBe("sleep");
  });

  it("falls back to the built-in components when the model fails", async () => {
    const id = await collectionWithDocs();
    Object.assign(process.env, { LLM_BASE_URL: server.baseUrl, LLM_MODEL: "test-chat" });
    server.onChat(() => ({ status: 503 }));
    const res = await api.post("/api/v1/search", {
      token: owner.token,
      body: { collectionId: id, query: "tomatoes sun watering", generateAnswer: true, rerank: true, expandQuery: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("Tomatoes want full sun and deep watering.");
    expect(res.body.results[0].metadata.documentId).toBe("tomato");
    expect(res.body.expandedQueries.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import { api } from "../http";
import { createCollection, createKey, createTenant } from "../fixtures";

describe("collections", () => {
  it("derive a readable slug from the name, or take a valid one, once", async () => {
    const tenant = await createTenant("Slugs");
    const made = await api.post("/api/v1/collections", { token: tenant.token, body: { name: "Customer Support — FAQ!" } });
    expect(made.status).toBe(201);
    expect(made.body.collection).toMatchObject({ id: expect.stringMatching(/^customer-support-faq-[a-z0-9]{6}$/), name: "Customer Support — FAQ!", documentCount: 0, chunkCount: 0 });
    const chosen = await api.post("/api/v1/collections", { token: tenant.token, body: { name: "Mine", id: `my-id-${Date.now()}` } });
    expect(chosen.status).toBe(201);
    const taken = await api.post("/api/v1/collections", { token: tenant.token, body: { name: "Again", id: chosen.body.collection.id } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("conflict");
    for (const id of ["ab", "Has-Caps", "under_score", "x".repeat(65)]) {
      const bad = await api.post("/api/v1/collections", { token: tenant.token, body: { name: "Bad", id } });
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].path).toBe("id");
    }
  });

  it("page through the list with limit and cursor, newest first", async () => {
    const tenant = await createTenant("Pages");
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createCollection(tenant.token, `C${i}`));
    const first = await api.get("/api/v1/collections?limit=2", { token: tenant.token });
    expect(first.body.collections.map((c: { id: string }) => c.id)).toEqual([ids[4], ids[3]]);
    const second = await api.get(`/api/v1/collections?limit=2&cursor=${first.body.nextCursor}`, { token: tenant.token });
    expect(second.body.collections.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const last = await api.get(`/api/v1/collections?limit=2&cursor=${second.body.nextCursor}`, { token: tenant.token });
    expect(last.body.collections.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(last.body.nextCursor).toBeNull();
    for (const query of ["limit=0", "limit=201", "limit=x", "cursor=garbage"]) {
      expect((await api.get(`/api/v1/collections?${query}`, { token: tenant.token })).status).toBe(400);
    }
  });

  it("delete their documents and collection-scoped keys with them", async () => {
    const tenant = await createTenant("Cascade");
    const id = await createCollection(tenant.token, "Doomed");
    await api.post(`/api/v1/collections/${id}/documents`, { token: tenant.token, body: { documents: [{ id: "d", content: "text" }] } });
    const { key } = await createKey(tenant.token, { scope: "Collection", collectionId: id });
    const deleted = await api.delete(`/api/v1/collections/${id}`, { token: tenant.token });
    expect(deleted.body).toEqual({ success: true, deleted: true, id });
    expect((await api.get(`/api/v1/collections/${id}`, { token: tenant.token })).status).toBe(404);
    expect((await api.get("/api/v1/collections", { token: key })).status).toBe(401);
    const keys = await api.get("/api/v1/api-keys", { token: tenant.token });
    expect(keys.body.apiKeys).toEqual([]);
  });
});

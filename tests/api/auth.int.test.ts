import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiKeys, users } from "@/db/schema";
import { api } from "../http";
import { awayFromMinuteBoundary, createCollection, createKey, createTenant } from "../fixtures";

describe("register", () => {
  it("creates a user, a free organization they own, and tokens", async () => {
    const res = await api.post("/api/v1/auth/register", {
      body: { email: "Ada@Example.com", password: "long enough", name: "Ada", organizationName: "Analytical" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: expect.any(String), email: "ada@example.com", name: "Ada" },
      organization: { id: expect.any(String), name: "Analytical", plan: "free" },
    });
    const me = await api.get("/api/v1/me", { token: res.body.token });
    expect(me.body.organizations).toEqual([{ id: res.body.organization.id, name: "Analytical", plan: "free", role: "owner" }]);
  });

  it("stores a bcrypt hash with cost ≥ 10, never the password", async () => {
    const tenant = await createTenant("Hash");
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, tenant.userId));
    expect(row.passwordHash).toMatch(/^\$2[aby]\$(1[0-9]|[2-9][0-9])\$/);
    expect(row.passwordHash).not.toContain(tenant.password);
  });

  it("refuses a short password and a taken email", async () => {
    const short = await api.post("/api/v1/auth/register", { body: { email: "s@example.com", password: "1234567", name: "S" } });
    expect(short.status).toBe(400);
    expect(short.body.details[0].path).toBe("password");
    const tenant = await createTenant("Taken");
    const again = await api.post("/api/v1/auth/register", { body: { email: tenant.email, password: "another one", name: "T" } });
    expect(again.status).toBe(409);
  });

  it("is disabled with ALLOW_SIGNUP=false", async () => {
    process.env.ALLOW_SIGNUP = "false";
    try {
      const res = await api.post("/api/v1/auth/register", { body: { email: "no@example.com", password: "long enough", name: "N" } });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("forbidden");
    } finally {
      delete process.env.ALLOW_SIGNUP;
    }
  });
});

describe("login", () => {
  it("returns tokens and the user", async () => {
    const tenant = await createTenant("Login");
    const res = await api.post("/api/v1/auth/login", { body: { email: tenant.email, password: tenant.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: tenant.userId, email: tenant.email, name: "Login" },
    });
  });

  it("says the same thing for an unknown email and a wrong password", async () => {
    const tenant = await createTenant("Same");
    const wrong = await api.post("/api/v1/auth/login", { body: { email: tenant.email, password: "wrong password" } });
    const unknown = await api.post("/api/v1/auth/login", { body: { email: "nobody-here@example.com", password: "wrong password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe("unauthorized");
  });

  it("throttles after 10 failures per email and IP", async () => {
    const tenant = await createTenant("Throttle");
    const headers = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 10; i++) {
      const res = await api.post("/api/v1/auth/login", { body: { email: tenant.email, password: "wrong password" }, headers });
      expect(res.status).toBe(401);
    }
    const blocked = await api.post("/api/v1/auth/login", { body: { email: tenant.email, password: tenant.password }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("rate_limited");
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    const elsewhere = await api.post("/api/v1/auth/login", {
      body: { email: tenant.email, password: tenant.password },
      headers: { "x-forwarded-for": "198.51.100.1" },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("refresh", () => {
  it("rotates the pair; a rotated token used again revokes the family", async () => {
    const tenant = await createTenant("Refresh");
    const first = await api.post("/api/v1/auth/refresh", { token: tenant.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, token: expect.any(String), refreshToken: expect.any(String) });
    expect((await api.get("/api/v1/me", { token: first.body.token })).status).toBe(200);

    const reuse = await api.post("/api/v1/auth/refresh", { token: tenant.refreshToken });
    expect(reuse.status).toBe(401);
    const descendant = await api.post("/api/v1/auth/refresh", { token: first.body.refreshToken });
    expect(descendant.status).toBe(401);
  });

  it("refuses an access token or garbage as a refresh token", async () => {
    const tenant = await createTenant("Wrong");
    expect((await api.post("/api/v1/auth/refresh", { token: tenant.token })).status).toBe(401);
    expect((await api.post("/api/v1/auth/refresh", {})).status).toBe(401);
  });
});

describe("organization", () => {
  it("lets the owner set the plan and custom limit, which applies at once", async () => {
    const tenant = await createTenant("Plan");
    const res = await api.patch("/api/v1/organization", { token: tenant.token, body: { plan: "enterprise", rateLimitPerMinute: 1234 } });
    expect(res.body).toEqual({ success: true, organization: { id: tenant.orgId, name: "Plan Org", plan: "enterprise", rateLimitPerMinute: 1234 } });
    const next = await api.get("/api/v1/me", { token: tenant.token });
    expect(next.headers.get("x-ratelimit-limit")).toBe("1234");
    await api.patch("/api/v1/organization", { token: tenant.token, body: { plan: "pro" } });
    expect((await api.get("/api/v1/me", { token: tenant.token })).headers.get("x-ratelimit-limit")).toBe("300");
  });

  it("refuses an unknown plan", async () => {
    const tenant = await createTenant("BadPlan");
    const res = await api.patch("/api/v1/organization", { token: tenant.token, body: { plan: "platinum" } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("plan");
  });

  it("acts in the organization named by X-Organization-Id only for members", async () => {
    const a = await createTenant("A");
    const b = await createTenant("B");
    const res = await api.get("/api/v1/collections", { token: a.token, headers: { "x-organization-id": b.orgId } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
  });
});

describe("API keys", () => {
  it("shows the key once, stores only a bcrypt hash, and never returns either again", async () => {
    const tenant = await createTenant("Keys");
    const collectionId = await createCollection(tenant.token);
    const created = await api.post("/api/v1/api-keys", {
      token: tenant.token,
      body: { name: "ci", scope: "Collection", collectionId },
    });
    expect(created.status).toBe(201);
    const key: string = created.body.apiKey.key;
    expect(key).toMatch(/^bk_[A-Za-z0-9]+_[A-Za-z0-9]{32,}$/);
    expect(created.body.apiKey).toMatchObject({ name: "ci", scope: "Collection", collectionId, is_active: true, expires_at: null, last_used_at: null });

    const db = await getDb();
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.body.apiKey.id));
    expect(row.secretHash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(JSON.stringify(row)).not.toContain(key.split("_")[2]);

    await api.get(`/api/v1/collections/${collectionId}`, { token: key });
    for (const res of [
      await api.get("/api/v1/api-keys", { token: tenant.token }),
      await api.get(`/api/v1/api-keys?collectionId=${collectionId}`, { token: tenant.token }),
      await api.delete(`/api/v1/api-keys/${created.body.apiKey.id}`, { token: tenant.token }),
      await api.get("/api/v1/me", { token: tenant.token }),
    ]) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(key);
      expect(text).not.toContain(key.split("_")[2]);
      expect(text).not.toContain(row.secretHash);
    }
  });

  it("records last_used_at within a second of a use", async () => {
    const tenant = await createTenant("Used");
    const { id, key } = await createKey(tenant.token, { scope: "Organization" });
    expect((await api.get("/api/v1/collections", { token: key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const list = await api.get("/api/v1/api-keys", { token: tenant.token });
    const used = list.body.apiKeys.find((k: { id: string }) => k.id === id);
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.now() - 5000);
  });

  it("stops working on the very next request after revocation, and after expiry", async () => {
    const tenant = await createTenant("Revoke");
    const { id, key } = await createKey(tenant.token, { scope: "Organization" });
    expect((await api.get("/api/v1/collections", { token: key })).status).toBe(200);
    const revoked = await api.delete(`/api/v1/api-keys/${id}`, { token: tenant.token });
    expect(revoked.body.apiKey.is_active).toBe(false);
    const after = await api.get("/api/v1/collections", { token: key });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("key_revoked");

    const soon = await createKey(tenant.token, { scope: "Organization", expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await api.get("/api/v1/collections", { token: soon.key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const expired = await api.get("/api/v1/collections", { token: soon.key });
    expect(expired.body.error).toBe("key_expired");
  });

  it("refuses a key whose secret is wrong even after the right one was cached", async () => {
    const tenant = await createTenant("Forge");
    const { key } = await createKey(tenant.token, { scope: "Organization" });
    expect((await api.get("/api/v1/collections", { token: key })).status).toBe(200);
    const forged = key.slice(0, -4) + (key.endsWith("AAAA") ? "BBBB" : "AAAA");
    const res = await api.get("/api/v1/collections", { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthorized");
  });

  it("validates the scope and collection", async () => {
    const tenant = await createTenant("Validate");
    const missing = await api.post("/api/v1/api-keys", { token: tenant.token, body: { name: "x", scope: "Collection" } });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].path).toBe("collectionId");
    const bad = await api.post("/api/v1/api-keys", { token: tenant.token, body: { name: "x", scope: "Everything" } });
    expect(bad.status).toBe(400);
    const past = await api.post("/api/v1/api-keys", {
      token: tenant.token,
      body: { name: "x", scope: "Organization", expiresAt: "2001-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
  });

  it("cannot be managed with an API key", async () => {
    const tenant = await createTenant("NoKeyMgmt");
    const { key } = await createKey(tenant.token, { scope: "Organization" });
    const res = await api.post("/api/v1/api-keys", { token: key, body: { name: "x", scope: "Organization" } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
  });
});

describe("rate limits", () => {
  it("lets exactly 60 of 70 parallel requests through on the free plan", async () => {
    const tenant = await createTenant("Burst");
    const { key } = await createKey(tenant.token, { scope: "Organization" });
    await awayFromMinuteBoundary();
    const results = await Promise.all(Array.from({ length: 70 }, () => api.get("/api/v1/collections", { token: key })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body.error).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("x-ratelimit-limit")).toBe("60");
  });

  it("refuses a request over the limit with 429 whatever else is wrong with it", async () => {
    const tenant = await createTenant("OverAndWrong");
    const { key } = await createKey(tenant.token, { scope: "Organization" });
    await awayFromMinuteBoundary();
    for (let i = 0; i < 60; i++) expect((await api.get("/api/v1/collections", { token: key })).status).toBe(200);
    const missing = await api.get("/api/v1/collections/no-such-collection", { token: key });
    const invalid = await api.post("/api/v1/search", { token: key, body: { collectionId: "no-such-collection", limit: -1 } });
    expect([missing.status, missing.body.error, invalid.status, invalid.body.error]).toEqual([429, "rate_limited", 429, "rate_limited"]);
  });

  it("reports the phases of a request in Server-Timing", async () => {
    const tenant = await createTenant("Timing");
    const res = await api.get("/api/v1/collections", { token: tenant.token });
    const names = (res.headers.get("server-timing") ?? "").split(",").map((entry) => entry.split(";")[0].trim());
    expect(names).toEqual(["auth", "ratelimit", "handler", "total"]);
  });
});


import { describe, expect, it } from "vitest";
import { DEMO_COLLECTION, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed";
import { DEMO_EMAIL } from "@/db/seed";
import { api } from "../http";

// Seeding happens only on an empty database: each embedded test file has one; the shared server one does not.
describe.runIf(!process.env.DATABASE_URL)("demo seed", () => {
  it("creates a demo account with an indexed handbook once, and never again", async () => {
    expect((await seedDemo()).created).toBe(true);
    expect((await seedDemo()).created).toBe(false);
    const login = await api.post("/api/v1/auth/login", { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const collection = await api.get(`/api/v1/collections/${DEMO_COLLECTION.id}`, { token: login.body.token });
    expect(collection.body.collection.documentCount).toBeGreaterThanOrEqual(30);
    const found = await api.post("/api/v1/search", {
      token: login.body.token,
      body: { collectionId: DEMO_COLLECTION.id, query: "telemetry pipeline", filters: [{ field: "team", operator: "eq", value: "Engineering" }] },
    });
    expect(found.body.results.length).toBeGreaterThan(0);
    for (const r of found.body.results) expect(r.metadata.team).toBe("Engineering");
  });
});

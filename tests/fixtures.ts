import { randomBytes } from "node:crypto";
import { api } from "./http";

export type Tenant = { token: string; refreshToken: string; userId: string; orgId: string; email: string; password: string };

/** A fresh account and organization through the public API, as a user would make one. */
export async function createTenant(name = "Test"): Promise<Tenant> {
  const email = `${name.toLowerCase().replace(/\W+/g, "")}-${randomBytes(6).toString("hex")}@example.com`;
  const password = "correct horse battery";
  const res = await api.post("/api/v1/auth/register", { body: { email, password, name, organizationName: `${name} Org` } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, refreshToken: res.body.refreshToken, userId: res.body.user.id, orgId: res.body.organization.id, email, password };
}

export async function createCollection(token: string, name = "Docs"): Promise<string> {
  const res = await api.post("/api/v1/collections", { token, body: { name } });
  if (res.status !== 201) throw new Error(`create collection failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.collection.id;
}

export async function createKey(
  token: string,
  body: { scope: "Collection" | "Organization" | "User"; collectionId?: string; expiresAt?: string; name?: string },
): Promise<{ id: string; key: string }> {
  const res = await api.post("/api/v1/api-keys", { token, body: { name: "test key", ...body } });
  if (res.status !== 201) throw new Error(`create key failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.apiKey.id, key: res.body.apiKey.key };
}

/** Fixed windows turn over on the minute; a burst that straddles one is counted in two windows. */
export async function awayFromMinuteBoundary(marginMs = 8000): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - marginMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}

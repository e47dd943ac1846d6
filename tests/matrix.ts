import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { signAccessToken } from "@/lib/auth/jwt";
import { processSync } from "@/lib/sync/engine";
import { createCollection, createKey, createTenant, type Tenant } from "./fixtures";
import { api } from "./http";

/**
 * The world the authorization matrix runs in: two organizations, collections in each, and one
 * credential per row of the matrix. Later issues add endpoints to `endpoints` in the test.
 */
export type World = {
  owner: Tenant;
  stranger: Tenant;
  collectionId: string;
  otherCollectionId: string;
  strangerCollectionId: string;
  keyId: string;
  connectionId: string;
  otherConnectionId: string;
  syncId: string;
  conversationId: string;
  otherConversationId: string;
  dashboardId: string;
  otherDashboardId: string;
  credentials: Record<Credential, string | undefined>;
};

export type Credential =
  | "none"
  | "garbage"
  | "expiredJwt"
  | "revokedKey"
  | "expiredKey"
  | "scopedKey"
  | "strangerJwt"
  | "ownerJwt"
  | "orgKey";

export async function buildWorld(): Promise<World> {
  const owner = await createTenant("Owner");
  const stranger = await createTenant("Stranger");
  // The matrix sends more than a free plan's minute allows; the owner's organization gets room.
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  const collectionId = await createCollection(owner.token, "Main");
  const otherCollectionId = await createCollection(owner.token, "Other");
  await api.post(`/api/v1/collections/${collectionId}/documents`, {
    token: owner.token,
    body: { documents: [{ id: "matrix-doc", title: "Matrix", content: "A document the matrix reads." }] },
  });
  const strangerCollectionId = await createCollection(stranger.token, "Theirs");
  const scoped = await createKey(owner.token, { scope: "Collection", collectionId });
  const org = await createKey(owner.token, { scope: "Organization" });
  const revoked = await createKey(owner.token, { scope: "Organization" });
  await api.delete(`/api/v1/api-keys/${revoked.id}`, { token: owner.token });
  const expired = await createKey(owner.token, { scope: "Organization" });
  const db = await getDb();
  await db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(apiKeys.id, expired.id));
  const connection = (collection: string) =>
    api.post("/api/v1/source-connections", {
      token: owner.token,
      body: { collectionId: collection, sourceShortName: "files", name: "Matrix files", credentials: {} },
    });
  const connectionId = (await connection(collectionId)).body.sourceConnection.id;
  const otherConnectionId = (await connection(otherCollectionId)).body.sourceConnection.id;
  const run = await api.post(`/api/v1/source-connections/${connectionId}/run`, { token: owner.token });
  await processSync(run.body.syncId);
  const chat = async (collection: string) => {
    const created = await api.post("/api/v1/conversations", { token: owner.token, body: { collectionId: collection } });
    const id = created.body.conversation.id as string;
    await api.post(`/api/v1/conversations/${id}/messages`, { token: owner.token, body: { content: "count by source" } });
    const dashboard = await api.post("/api/v1/analytics/dashboards", { token: owner.token, body: { conversationId: id, title: "Matrix" } });
    return { conversationId: id, dashboardId: dashboard.body.dashboard.id as string };
  };
  const mine = await chat(collectionId);
  const theirs = await chat(otherCollectionId);
  return {
    owner,
    stranger,
    collectionId,
    otherCollectionId,
    strangerCollectionId,
    keyId: org.id,
    connectionId,
    otherConnectionId,
    syncId: run.body.syncId,
    conversationId: mine.conversationId,
    otherConversationId: theirs.conversationId,
    dashboardId: mine.dashboardId,
    otherDashboardId: theirs.dashboardId,
    credentials: {
      none: undefined,
      garbage: "not-a-token",
      expiredJwt: await signAccessToken(owner.userId, new Date(Date.now() - 3600_000)),
      revokedKey: revoked.key,
      expiredKey: expired.key,
      scopedKey: scoped.key,
      strangerJwt: stranger.token,
      ownerJwt: owner.token,
      orgKey: org.key,
    },
  };
}

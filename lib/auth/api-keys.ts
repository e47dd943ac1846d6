import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError } from "../errors";
import type { AuthedContext } from "../http/route";
import { randomBase62 } from "../ids";
import { limitFor } from "../ratelimit/plans";
import { requireCollection } from "../collections/access";
import { hashSecret, verifySecret } from "./passwords";
import type { Principal } from "./principal";
import type { CreateApiKeyInput } from "./schemas";

const KEY_PATTERN = /^bk_([A-Za-z0-9]{12})_([A-Za-z0-9]{32,128})$/;

type ApiKeyRow = typeof apiKeys.$inferSelect;

export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    collectionId: row.collectionId,
    prefix: row.prefix,
    is_active: row.isActive && !isExpired(row.expiresAt),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const isExpired = (expiresAt: Date | null) => expiresAt !== null && expiresAt.getTime() <= Date.now();

function keyManagementOnly(ctx: AuthedContext) {
  if (ctx.principal.via === "api_key") throw new ForbiddenError("API keys are managed by signed-in users, not with an API key.");
}

export async function createApiKey({ ctx, input }: { ctx: AuthedContext; input: CreateApiKeyInput }) {
  keyManagementOnly(ctx);
  if (input.collectionId) await requireCollection(ctx, input.collectionId);
  const id = randomBase62(12);
  const secret = randomBase62(40);
  const key = `bk_${id}_${secret}`;
  const db = await getDb();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id,
      orgId: ctx.principal.orgId,
      userId: ctx.principal.userId,
      collectionId: input.collectionId ?? null,
      name: input.name,
      scope: input.scope,
      prefix: `bk_${id}_${secret.slice(0, 4)}`,
      secretHash: await hashSecret(secret),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning();
  return { apiKey: { ...presentApiKey(row), key } };
}

export async function listApiKeys({ ctx, query }: { ctx: AuthedContext; query: { collectionId?: string } }) {
  keyManagementOnly(ctx);
  const db = await getDb();
  const found = await db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.orgId, ctx.principal.orgId),
        query.collectionId ? eq(apiKeys.collectionId, query.collectionId) : undefined,
      ),
    )
    .orderBy(desc(apiKeys.createdAt));
  return { apiKeys: found.map(presentApiKey) };
}

export async function revokeApiKey({ ctx, id }: { ctx: AuthedContext; id: string }) {
  keyManagementOnly(ctx);
  const db = await getDb();
  const [existing] = await db.select({ orgId: apiKeys.orgId }).from(apiKeys).where(eq(apiKeys.id, id));
  if (!existing) throw new NotFoundError("API key");
  if (existing.orgId !== ctx.principal.orgId) throw new ForbiddenError("This API key belongs to another organization.");
  const [row] = await db
    .update(apiKeys)
    .set({ isActive: false, revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.orgId, ctx.principal.orgId)))
    .returning();
  return { apiKey: presentApiKey(row) };
}

// keyId -> sha256 of a full key already proven against its bcrypt hash in this process.
const verified = new Map<string, Buffer>();
// keyId -> latest use not yet written; flushed within 250 ms, so bursts cost one write.
const pendingUse = new Map<string, Date>();
type KeyState = {
  id: string;
  org_id: string;
  user_id: string;
  collection_id: string | null;
  scope: Principal["scope"];
  secret_hash: string;
  is_active: boolean;
  expires_at: string | Date | null;
  plan: string;
  rate_limit_per_minute: number | null;
  role: Principal["role"] | null;
};

/** Resolves an API key to a principal; its state is read fresh on every call. */
export async function authenticateApiKey(token: string): Promise<Principal> {
  const match = KEY_PATTERN.exec(token);
  if (!match) throw new UnauthorizedError("The API key is invalid.");
  const [, id, secret] = match;
  const db = await getDb();
  const [key] = await rows<KeyState>(
    db,
    sql`select k.id, k.org_id, k.user_id, k.collection_id, k.scope, k.secret_hash, k.is_active, k.expires_at,
               o.plan, o.rate_limit_per_minute, m.role
        from api_keys k
        join organizations o on o.id = k.org_id
        left join memberships m on m.user_id = k.user_id and m.org_id = k.org_id
        where k.id = ${id}`,
  );
  if (!key || !(await secretMatches(key, token, secret))) throw new UnauthorizedError("The API key is invalid.");
  if (!key.is_active) throw new AppError("key_revoked", "This API key has been revoked.");
  if (key.expires_at && new Date(key.expires_at).getTime() <= Date.now()) {
    throw new AppError("key_expired", "This API key has expired.");
  }
  if (!key.role) throw new UnauthorizedError("The API key's owner is no longer a member of its organization.");
  touch(key.id);
  return {
    userId: key.user_id,
    orgId: key.org_id,
    scope: key.scope,
    collectionId: key.collection_id ?? undefined,
    keyId: key.id,
    via: "api_key",
    role: key.role,
    rateLimitPerMinute: limitFor(key.plan, key.rate_limit_per_minute),
  };
}

async function secretMatches(key: KeyState, token: string, secret: string): Promise<boolean> {
  const digest = createHash("sha256").update(token).digest();
  const known = verified.get(key.id);
  if (known) return timingSafeEqual(known, digest);
  if (!(await verifySecret(secret, key.secret_hash))) return false;
  verified.set(key.id, digest);
  return true;
}

function touch(keyId: string) {
  const first = !pendingUse.has(keyId);
  pendingUse.set(keyId, new Date());
  if (!first) return;
  setTimeout(() => {
    const usedAt = pendingUse.get(keyId)!;
    pendingUse.delete(keyId);
    void getDb()
      .then((db) => db.update(apiKeys).set({ lastUsedAt: usedAt }).where(eq(apiKeys.id, keyId)))
      .catch((error) => console.error("could not record API key use", error));
  }, 250).unref();
}

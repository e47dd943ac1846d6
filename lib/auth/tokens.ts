import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { refreshTokens } from "@/db/schema";
import { UnauthorizedError } from "../errors";
import { newId, randomBase62 } from "../ids";
import { signAccessToken } from "./jwt";

const REFRESH_TOKEN_DAYS = 30;

// Refresh tokens carry 256 bits of randomness, so a fast digest is as safe as bcrypt here.
const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

export type TokenPair = { token: string; refreshToken: string };

export async function issueTokens(userId: string, familyId = newId("fam")): Promise<TokenPair> {
  const db = await getDb();
  const id = newId("rt");
  const secret = randomBase62(43);
  await db.insert(refreshTokens).values({
    id,
    userId,
    familyId,
    tokenHash: digest(secret),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return { token: await signAccessToken(userId), refreshToken: `${id}.${secret}` };
}

/** Rotates a refresh token. Presenting one already rotated revokes its whole family. */
export async function rotateRefreshToken(presented: string): Promise<TokenPair> {
  const [id, secret] = presented.split(".");
  if (!id || !secret) throw new UnauthorizedError("The refresh token is invalid.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, id)).for("update");
    if (!row || row.tokenHash !== digest(secret) || row.revokedAt || row.expiresAt < new Date()) {
      throw new UnauthorizedError("The refresh token is invalid or expired.");
    }
    if (row.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return "reused" as const;
    }
    await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, id));
    return row;
  }).then(async (row) => {
    if (row === "reused") throw new UnauthorizedError("The refresh token was already used; sign in again.");
    return issueTokens(row.userId, row.familyId);
  });
}

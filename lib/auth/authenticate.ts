import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";
import { ForbiddenError, UnauthorizedError } from "../errors";
import { limitFor } from "../ratelimit/plans";
import { authenticateApiKey } from "./api-keys";
import { verifyAccessToken } from "./jwt";
import type { Principal } from "./principal";
import { sessionUserId } from "./session-cookie";

/** Resolves the caller from `Authorization: Bearer` (API key or access JWT) or the session cookie. */
export async function authenticate(request: Request): Promise<Principal> {
  const header = request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError("The Authorization header must be `Bearer <token>`.");
    const token = match[1];
    if (token.startsWith("bk_")) return authenticateApiKey(token);
    const userId = await verifyAccessToken(token);
    if (!userId) throw new UnauthorizedError("The access token is invalid or expired.");
    return userPrincipal(userId, "jwt", request);
  }
  const userId = await sessionUserId(request);
  if (userId) return userPrincipal(userId, "session", request);
  throw new UnauthorizedError("Authentication is required: send `Authorization: Bearer <token>`.");
}

type MembershipRow = { org_id: string; role: Principal["role"]; plan: string; rate_limit_per_minute: number | null };

async function userPrincipal(userId: string, via: "jwt" | "session", request: Request): Promise<Principal> {
  const wanted = request.headers.get("x-organization-id");
  const db = await getDb();
  const memberships = await rows<MembershipRow>(
    db,
    sql`select m.org_id, m.role, o.plan, o.rate_limit_per_minute
        from memberships m join organizations o on o.id = m.org_id
        where m.user_id = ${userId}
        order by m.created_at, m.org_id`,
  );
  if (memberships.length === 0) throw new UnauthorizedError("This account no longer belongs to any organization.");
  const membership = wanted ? memberships.find((m) => m.org_id === wanted) : memberships[0];
  if (!membership) throw new ForbiddenError("You are not a member of that organization.");
  return {
    userId,
    orgId: membership.org_id,
    scope: "User",
    via,
    role: membership.role,
    rateLimitPerMinute: limitFor(membership.plan, membership.rate_limit_per_minute),
  };
}

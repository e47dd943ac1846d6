import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { memberships, organizations, users } from "@/db/schema";
import { AppError, ConflictError, ForbiddenError, UnauthorizedError } from "../errors";
import { newId } from "../ids";
import { hit, peek } from "../ratelimit/consume";
import type { AuthedContext } from "../http/route";
import { hashSecret, verifyPasswordOrDummy } from "./passwords";
import type { LoginInput, RegisterInput, UpdateOrganizationInput } from "./schemas";
import { issueTokens } from "./tokens";

const publicUser = (u: { id: string; email: string; name: string }) => ({ id: u.id, email: u.email, name: u.name });

export function signupAllowed(): boolean {
  return process.env.ALLOW_SIGNUP !== "false";
}

export async function createAccount(input: RegisterInput) {
  const db = await getDb();
  const passwordHash = await hashSecret(input.password);
  const user = { id: newId("usr"), email: input.email, name: input.name, passwordHash };
  const organization = { id: newId("org"), name: input.organizationName ?? `${input.name}'s organization`, plan: "free" as const };
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw new ConflictError("An account with this email already exists.");
    await tx.insert(users).values(user);
    await tx.insert(organizations).values(organization);
    await tx.insert(memberships).values({ userId: user.id, orgId: organization.id, role: "owner" });
  });
  return { user: publicUser(user), organization };
}

export async function register(input: RegisterInput) {
  if (!signupAllowed()) throw new ForbiddenError("Sign-up is disabled on this server.");
  const { user, organization } = await createAccount(input);
  return { ...(await issueTokens(user.id)), user, organization };
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_MAX_FAILURES = 10;

/** Checks an email and password; wrong email and wrong password look the same to the caller. */
export async function checkCredentials(input: LoginInput, ip: string) {
  const bucket = `login:${input.email}:${ip}`;
  if ((await peek(bucket, LOGIN_WINDOW_SECONDS)) >= LOGIN_MAX_FAILURES) {
    throw new AppError("rate_limited", "Too many failed sign-in attempts. Try again in a few minutes.", {
      headers: { "retry-after": String(LOGIN_WINDOW_SECONDS) },
    });
  }
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!(await verifyPasswordOrDummy(input.password, user?.passwordHash))) {
    await hit(bucket, LOGIN_WINDOW_SECONDS);
    throw new UnauthorizedError("The email or password is incorrect.");
  }
  return publicUser(user);
}

export async function login(input: LoginInput, ip: string) {
  const user = await checkCredentials(input, ip);
  return { ...(await issueTokens(user.id)), user };
}

export async function me({ ctx }: { ctx: AuthedContext }) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, ctx.principal.userId));
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name, plan: organizations.plan, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(eq(memberships.userId, ctx.principal.userId))
    .orderBy(asc(memberships.createdAt));
  return { user: publicUser(user), organizations: orgs };
}

export async function updateOrganization({ ctx, input }: { ctx: AuthedContext; input: UpdateOrganizationInput }) {
  if (ctx.principal.via === "api_key" || ctx.principal.role !== "owner") {
    throw new ForbiddenError("Only an owner of the organization can change its plan.");
  }
  const db = await getDb();
  const [organization] = await db
    .update(organizations)
    .set({
      ...(input.plan ? { plan: input.plan } : {}),
      ...(input.rateLimitPerMinute !== undefined ? { rateLimitPerMinute: input.rateLimitPerMinute } : {}),
    })
    .where(and(eq(organizations.id, ctx.principal.orgId)))
    .returning({
      id: organizations.id,
      name: organizations.name,
      plan: organizations.plan,
      rateLimitPerMinute: organizations.rateLimitPerMinute,
    });
  return { organization };
}

import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dashboards } from "@/db/schema";
import { hashSecret, verifySecret } from "../auth/passwords";
import { authSecret } from "../auth/secrets";
import { AppError, NotFoundError } from "../errors";
import { randomBase62 } from "../ids";
import { hit, peek } from "../ratelimit/consume";
import type { Dashboard } from "./access";

/** The app's public origin for links: APP_URL, else NEXTAUTH_URL, else the request's own origin. */
export function appUrl(request: Request): string {
  return (process.env.APP_URL || process.env.NEXTAUTH_URL || new URL(request.url).origin).replace(/\/+$/, "");
}

/**
 * Publishes under a slug of 22 base62 characters (~131 bits), kept across re-publishes. A password
 * is stored as a bcrypt hash; publishing without one removes a former password.
 */
export async function publishDashboard({ dashboard, password, request }: { dashboard: Dashboard; password?: string; request: Request }) {
  const slug = dashboard.slug ?? randomBase62(22);
  const db = await getDb();
  await db
    .update(dashboards)
    .set({ isPublic: true, slug, passwordHash: password ? await hashSecret(password) : null, updatedAt: new Date() })
    .where(eq(dashboards.id, dashboard.id));
  return { slug, publicUrl: `${appUrl(request)}/public/dashboards/${slug}` };
}

export async function unpublishDashboard({ dashboard }: { dashboard: Dashboard }) {
  const db = await getDb();
  await db.update(dashboards).set({ isPublic: false, updatedAt: new Date() }).where(eq(dashboards.id, dashboard.id));
  return { isPublic: false };
}

const WRONG_TRIES_PER_MINUTE = 10;

/** What a public viewer may see: titles, layout and stored data; never queries, SQL or source ids. */
export function publicView(dashboard: Dashboard) {
  return {
    title: dashboard.title,
    lastRefreshedAt: dashboard.lastRefreshedAt?.toISOString() ?? null,
    widgets: dashboard.widgets.map((w) => ({
      id: w.id,
      layout: w.layout,
      title: w.chart.title,
      type: w.chart.type,
      data: w.chart.data,
      xKey: w.chart.xKey ?? null,
      yKeys: w.chart.yKeys ?? [],
      refreshedAt: w.chart.refreshedAt,
      stale: w.chart.stale ?? false,
      lastSuccessAt: w.chart.lastSuccessAt ?? null,
    })),
  };
}

export async function publishedDashboard(slug: string): Promise<Dashboard> {
  const db = await getDb();
  const [dashboard] = await db.select().from(dashboards).where(and(eq(dashboards.slug, slug), eq(dashboards.isPublic, true)));
  if (!dashboard) throw new NotFoundError("dashboard");
  return dashboard;
}

type Head = Pick<Dashboard, "id" | "slug" | "passwordHash" | "updatedAt" | "lastRefreshedAt">;

/** What access checks need, without the widgets' data. */
async function publishedHead(slug: string): Promise<Head> {
  const db = await getDb();
  const [head] = await db
    .select({
      id: dashboards.id,
      slug: dashboards.slug,
      passwordHash: dashboards.passwordHash,
      updatedAt: dashboards.updatedAt,
      lastRefreshedAt: dashboards.lastRefreshedAt,
    })
    .from(dashboards)
    .where(and(eq(dashboards.slug, slug), eq(dashboards.isPublic, true)));
  if (!head) throw new NotFoundError("dashboard");
  return head;
}

// Public views by slug, valid while the dashboard's update and refresh times stay the same: a
// public page served to many viewers parses and shapes its widgets once per change.
const views = new Map<string, { version: string; view: ReturnType<typeof publicView> }>();
// slug:passwordHash -> sha256 of a password already proven with bcrypt, as for API keys.
const provenPasswords = new Map<string, Buffer>();
const CACHE_LIMIT = 1000;

async function cachedView(head: Head) {
  const version = `${head.updatedAt.toISOString()}|${head.lastRefreshedAt?.toISOString() ?? ""}`;
  const hit = views.get(head.slug!);
  if (hit?.version === version) return hit.view;
  const db = await getDb();
  const [dashboard] = await db.select().from(dashboards).where(eq(dashboards.id, head.id));
  const view = publicView(dashboard);
  if (views.size >= CACHE_LIMIT) views.delete(views.keys().next().value!);
  views.set(head.slug!, { version, view });
  return view;
}

async function passwordMatches(head: Head, password: string): Promise<boolean> {
  const key = `${head.slug}:${head.passwordHash}`;
  const digest = createHash("sha256").update(password).digest();
  const known = provenPasswords.get(key);
  if (known && timingSafeEqual(known, digest)) return true;
  if (!(await verifySecret(password, head.passwordHash!))) return false;
  if (provenPasswords.size >= CACHE_LIMIT) provenPasswords.delete(provenPasswords.keys().next().value!);
  provenPasswords.set(key, digest);
  return true;
}

/**
 * Opens a published dashboard for anyone with its link (and password when it has one). Wrong
 * passwords are throttled per slug and address.
 */
export async function viewPublicDashboard({ slug, password, ip, viewerToken }: { slug: string; password?: string; ip: string; viewerToken?: string }) {
  const head = await publishedHead(slug);
  if (head.passwordHash && !(viewerToken && verifyViewerToken(head, viewerToken))) {
    if (!password) throw new AppError("password_required", "This dashboard is protected by a password.");
    const bucket = `dashboard-password:${slug}:${ip}`;
    if ((await peek(bucket, 60)) >= WRONG_TRIES_PER_MINUTE) {
      throw new AppError("rate_limited", "Too many wrong passwords. Try again in a minute.", { headers: { "retry-after": "60" } });
    }
    if (!(await passwordMatches(head, password))) {
      await hit(bucket, 60);
      throw new AppError("invalid_password", "The password is not correct.");
    }
  }
  return { dashboard: await cachedView(head), viewerToken: head.passwordHash ? viewerTokenFor(head) : undefined };
}

// A viewer cookie proves the password was given for this slug; changing the password voids it.
function viewerTokenFor(dashboard: Pick<Dashboard, "slug" | "passwordHash">): string {
  return createHmac("sha256", `viewer:${authSecret()}`).update(`${dashboard.slug}:${dashboard.passwordHash}`).digest("base64url");
}

export function verifyViewerToken(dashboard: Pick<Dashboard, "slug" | "passwordHash">, token: string): boolean {
  const expected = Buffer.from(viewerTokenFor(dashboard));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const viewerCookieName = (slug: string) => `quarry_viewer_${slug}`;

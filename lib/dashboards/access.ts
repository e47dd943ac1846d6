import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dashboards } from "@/db/schema";
import { ForbiddenError, NotFoundError } from "../errors";
import type { AuthedContext } from "../http/route";

export type Dashboard = typeof dashboards.$inferSelect;

/** Dashboards are visible to members of their organization only. */
export async function requireDashboard(ctx: AuthedContext, id: string): Promise<Dashboard> {
  const db = await getDb();
  const [dashboard] = await db.select().from(dashboards).where(eq(dashboards.id, id));
  if (!dashboard) throw new NotFoundError("dashboard");
  if (dashboard.orgId !== ctx.principal.orgId) throw new ForbiddenError("You do not have access to this dashboard.");
  if (ctx.principal.scope === "Collection" && !onlyCollection(dashboard, ctx.principal.collectionId!)) {
    throw new ForbiddenError("This API key's collection does not cover this dashboard.");
  }
  return dashboard;
}

/** A collection-scoped key sees dashboards whose charts all come from its collection. */
function onlyCollection(dashboard: Dashboard, collectionId: string): boolean {
  return dashboard.widgets.every((w) => w.chart.query.kind === "aggregate" && w.chart.query.collectionId === collectionId);
}

export const dashboardFromPath = ({ ctx, params }: { ctx: AuthedContext; params: Record<string, string> }) =>
  requireDashboard(ctx, params.id);

export function presentDashboard(d: Dashboard) {
  return {
    id: d.id,
    title: d.title,
    isDashboard: true,
    isPublic: d.isPublic,
    slug: d.isPublic ? d.slug : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    refreshEnabled: d.refreshEnabled,
    refreshInterval: d.refreshInterval,
    lastRefreshedAt: d.lastRefreshedAt?.toISOString() ?? null,
    conversationId: d.conversationId,
    passwordProtected: d.isPublic && d.passwordHash !== null,
    widgets: d.widgets,
  };
}

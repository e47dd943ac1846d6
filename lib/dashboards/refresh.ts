import { and, eq, isNotNull, lte, or, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dashboards, type Widget } from "@/db/schema";
import { runChartQuery } from "../charts/run";
import { AppError } from "../errors";
import type { Dashboard } from "./access";

export function refreshSettings(dashboard: Dashboard) {
  return {
    refreshEnabled: dashboard.refreshEnabled,
    refreshInterval: dashboard.refreshInterval,
    lastRefreshedAt: dashboard.lastRefreshedAt?.toISOString() ?? null,
  };
}

export async function updateRefreshSettings({ dashboard, input }: { dashboard: Dashboard; input: { refreshEnabled: boolean; refreshInterval: number } }) {
  const db = await getDb();
  const from = dashboard.lastRefreshedAt ?? new Date();
  const [updated] = await db
    .update(dashboards)
    .set({
      refreshEnabled: input.refreshEnabled,
      refreshInterval: input.refreshInterval,
      nextRefreshAt: input.refreshEnabled ? new Date(Math.max(Date.now(), from.getTime() + input.refreshInterval * 1000)) : null,
      updatedAt: new Date(),
    })
    .where(eq(dashboards.id, dashboard.id))
    .returning();
  return refreshSettings(updated);
}

const LOCK_SECONDS = 300;

/**
 * Re-runs every chart's query. A chart whose query fails keeps its last good data and is marked
 * stale with the reason. One refresh per dashboard at a time: the row is locked with a deadline.
 */
export async function refreshDashboard(dashboardId: string, now = new Date()) {
  const db = await getDb();
  const [locked] = await db
    .update(dashboards)
    .set({ refreshingUntil: new Date(now.getTime() + LOCK_SECONDS * 1000) })
    .where(and(eq(dashboards.id, dashboardId), or(isNull(dashboards.refreshingUntil), lte(dashboards.refreshingUntil, now))))
    .returning();
  if (!locked) throw new AppError("conflict", "This dashboard is being refreshed right now.");
  const failed: Array<{ widgetId: string; title: string; error: string }> = [];
  try {
    const widgets: Widget[] = [];
    for (const widget of locked.widgets) {
      const at = new Date().toISOString();
      try {
        const result = await runChartQuery(widget.chart.query, locked.orgId);
        widgets.push({ ...widget, chart: { ...widget.chart, ...result, refreshedAt: at, lastSuccessAt: at, stale: false, staleReason: null } });
      } catch (error) {
        const reason = error instanceof AppError ? error.message : "The chart's query failed.";
        if (!(error instanceof AppError)) console.error(`dashboard ${dashboardId}: chart ${widget.id} failed`, error);
        failed.push({ widgetId: widget.id, title: widget.chart.title, error: reason });
        widgets.push({ ...widget, chart: { ...widget.chart, stale: true, staleReason: reason, lastSuccessAt: widget.chart.lastSuccessAt ?? widget.chart.refreshedAt } });
      }
    }
    // Editor changes made during the refresh win for layout and titles; only the charts' data is new.
    const [updated] = await db
      .update(dashboards)
      .set({
        widgets: sql`(
          select coalesce(jsonb_agg(
            case when r.w is null then c.w
                 else jsonb_set(c.w, '{chart}', (c.w -> 'chart') || jsonb_build_object(
                   'data', r.w -> 'chart' -> 'data', 'xKey', r.w -> 'chart' -> 'xKey', 'yKeys', r.w -> 'chart' -> 'yKeys',
                   'refreshedAt', r.w -> 'chart' -> 'refreshedAt', 'lastSuccessAt', r.w -> 'chart' -> 'lastSuccessAt',
                   'stale', r.w -> 'chart' -> 'stale', 'staleReason', r.w -> 'chart' -> 'staleReason')) end
            order by c.i), '[]'::jsonb)
          from jsonb_array_elements(${dashboards.widgets}) with ordinality as c(w, i)
          left join jsonb_array_elements(${JSON.stringify(widgets)}::jsonb) as r(w) on r.w ->> 'id' = c.w ->> 'id')`,
        lastRefreshedAt: now,
        nextRefreshAt: sql`case when ${dashboards.refreshEnabled} then ${now.toISOString()}::timestamptz + make_interval(secs => ${dashboards.refreshInterval}) end`,
        refreshingUntil: null,
      })
      .where(eq(dashboards.id, dashboardId))
      .returning();
    return { lastRefreshedAt: updated.lastRefreshedAt!.toISOString(), refreshed: widgets.length - failed.length, failed };
  } catch (error) {
    await db.update(dashboards).set({ refreshingUntil: null }).where(eq(dashboards.id, dashboardId));
    throw error;
  }
}

/** The scheduler's pass: every enabled dashboard whose time has come (clock injectable for tests). */
export async function refreshDueDashboards(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: dashboards.id })
    .from(dashboards)
    .where(and(eq(dashboards.refreshEnabled, true), isNotNull(dashboards.nextRefreshAt), lte(dashboards.nextRefreshAt, now)));
  let refreshed = 0;
  for (const { id } of due) {
    try {
      await refreshDashboard(id, now);
      refreshed++;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "conflict")) console.error(`scheduled refresh of ${id} failed`, error);
    }
  }
  return refreshed;
}

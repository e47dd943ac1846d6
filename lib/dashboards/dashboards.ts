import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dashboards, messages, type Widget } from "@/db/schema";
import { requireConversation } from "../conversations/conversations";
import { InvalidRequestError } from "../errors";
import { decodeCursor, keyset, pageOf, type PageQuery } from "../http/pagination";
import type { AuthedContext } from "../http/route";
import { newId } from "../ids";
import { presentDashboard, type Dashboard } from "./access";
import type { PatchDashboardInput } from "./schemas";

const COLUMNS = 12;

/** Two charts per row on a 12-column grid, in the order the conversation drew them. */
function gridLayout(index: number): Widget["layout"] {
  return { x: (index % 2) * (COLUMNS / 2), y: Math.floor(index / 2) * 4, w: COLUMNS / 2, h: 4 };
}

export async function createDashboard({ ctx, input }: { ctx: AuthedContext; input: { conversationId: string; title: string } }) {
  const conversation = await requireConversation(ctx, input.conversationId);
  const db = await getDb();
  const thread = await db
    .select({ charts: messages.charts })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const widgets: Widget[] = thread.flatMap((m) => m.charts).map((chart, i) => ({ id: newId("w"), layout: gridLayout(i), chart }));
  const [created] = await db
    .insert(dashboards)
    .values({
      id: newId("dash"),
      orgId: ctx.principal.orgId,
      createdBy: ctx.principal.userId,
      conversationId: conversation.id,
      title: input.title,
      widgets,
      lastRefreshedAt: widgets.length ? new Date() : null,
    })
    .returning();
  return { dashboard: { id: created.id, title: created.title, createdAt: created.createdAt.toISOString() } };
}

export async function listDashboards({ ctx, query }: { ctx: AuthedContext; query: PageQuery }) {
  const db = await getDb();
  const window = keyset(dashboards.createdAt, dashboards.id, decodeCursor(query.cursor));
  const found = await db
    .select()
    .from(dashboards)
    .where(
      and(
        eq(dashboards.orgId, ctx.principal.orgId),
        // a collection-scoped key sees the dashboards whose charts all come from its collection
        ctx.principal.collectionId
          ? sql`not exists (select 1 from jsonb_array_elements(${dashboards.widgets}) w
                            where w -> 'chart' -> 'query' ->> 'collectionId' is distinct from ${ctx.principal.collectionId})`
          : undefined,
        window.where,
      ),
    )
    .orderBy(...window.orderBy)
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(found, query.limit, (d) => ({ at: d.createdAt.toISOString(), id: d.id }));
  return {
    dashboards: page.map((d) => {
      const { widgets, ...rest } = presentDashboard(d);
      return { ...rest, widgetCount: widgets.length };
    }),
    nextCursor,
  };
}

export function getDashboard({ dashboard }: { dashboard: Dashboard }) {
  return { dashboard: presentDashboard(dashboard) };
}

/** Saves the editor's changes: title, and the widgets kept with their layout, chart title and type. */
export async function patchDashboard({ dashboard, input }: { dashboard: Dashboard; input: PatchDashboardInput }) {
  let widgets = dashboard.widgets;
  if (input.widgets) {
    const byId = new Map(dashboard.widgets.map((w) => [w.id, w]));
    widgets = input.widgets.map((change, i) => {
      const widget = byId.get(change.id);
      if (!widget) throw new InvalidRequestError("Unknown widget.", [{ path: `widgets.${i}.id`, message: "Not a widget of this dashboard." }]);
      return { ...widget, layout: change.layout ?? widget.layout, chart: { ...widget.chart, ...(change.chart ?? {}) } };
    });
  }
  const db = await getDb();
  const [updated] = await db
    .update(dashboards)
    .set({ title: input.title ?? dashboard.title, widgets, updatedAt: new Date() })
    .where(eq(dashboards.id, dashboard.id))
    .returning();
  return { dashboard: presentDashboard(updated) };
}

export async function deleteDashboard({ dashboard }: { dashboard: Dashboard }) {
  const db = await getDb();
  await db.delete(dashboards).where(eq(dashboards.id, dashboard.id));
  return { deleted: true, id: dashboard.id };
}

/** A private copy: same widgets (new ids), no slug, no password, refresh off. */
export async function cloneDashboard({ ctx, dashboard }: { ctx: AuthedContext; dashboard: Dashboard }) {
  const db = await getDb();
  const [copy] = await db
    .insert(dashboards)
    .values({
      id: newId("dash"),
      orgId: dashboard.orgId,
      createdBy: ctx.principal.userId,
      conversationId: dashboard.conversationId,
      title: `${dashboard.title} (Copy)`,
      widgets: dashboard.widgets.map((w) => ({ ...w, id: newId("w") })),
      refreshInterval: dashboard.refreshInterval,
      lastRefreshedAt: dashboard.lastRefreshedAt,
    })
    .returning();
  return { dashboard: { id: copy.id, title: copy.title, createdAt: copy.createdAt.toISOString(), isPublic: false } };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runChartQuery } from "@/lib/charts/run";
import { refreshDueDashboards } from "@/lib/dashboards/refresh";
import { api } from "../http";
import { createCollection, createTenant, type Tenant } from "../fixtures";
import { createSourceDatabase } from "../support/source-db";
import { startOpenAIServer } from "../support/openai-server";

let owner: Tenant;
let collectionId: string;
const docs = [
  ["rfc-1", "Telemetry pipeline RFC", "Engineering", 12, "2025-01-15T10:00:00Z"],
  ["rfc-2", "Storage tiering RFC", "Engineering", 8, "2025-01-20T10:00:00Z"],
  ["play-1", "Renewal playbook", "Sales", 5, "2025-02-03T10:00:00Z"],
  ["pol-1", "Paid time off policy", "People", 4, "2025-02-10T10:00:00Z"],
  ["pm-1", "Dock outage postmortem", "Engineering", 10, "2025-03-01T10:00:00Z"],
].map(([id, title, team, minutes, createdAt]) => ({
  id,
  title,
  content: `${title}. This document from the ${team} team explains the details of ${String(title).toLowerCase()}.`,
  createdAt,
  metadata: { team, readingMinutes: minutes },
}));

async function ask(conversationId: string, content: string) {
  const res = await api.post(`/api/v1/conversations/${conversationId}/messages`, { token: owner.token, body: { content } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
}

async function dashboardWithCharts(questions = ["documents per month", "count by team"]) {
  const conversation = await api.post("/api/v1/conversations", { token: owner.token, body: { collectionId } });
  for (const q of questions) await ask(conversation.body.conversation.id, q);
  const created = await api.post("/api/v1/analytics/dashboards", { token: owner.token, body: { conversationId: conversation.body.conversation.id, title: "Handbook stats" } });
  expect(created.status).toBe(201);
  return created.body.dashboard.id as string;
}

beforeAll(async () => {
  owner = await createTenant("Analyst");
  await api.patch("/api/v1/organization", { token: owner.token, body: { plan: "enterprise", rateLimitPerMinute: 100_000 } });
  collectionId = await createCollection(owner.token, "Handbook");
  await api.post(`/api/v1/collections/${collectionId}/documents`, { token: owner.token, body: { documents: docs } });
});

describe("conversations", () => {
  it("answers analytic questions with charts and other questions with citations", async () => {
    const created = await api.post("/api/v1/conversations", { token: owner.token, body: { collectionId, title: "Stats" } });
    expect(created.status).toBe(201);
    const id = created.body.conversation.id;

    const monthly = await ask(id, "documents per month");
    expect(monthly).toMatchObject({ role: "assistant", citations: [] });
    expect(monthly.charts[0]).toMatchObject({
      title: "Documents per month",
      type: "line",
      query: { kind: "aggregate", collectionId, groupBy: { field: "created_at", bucket: "month" }, metric: { op: "count" } },
      data: [{ label: "2025-01", value: 2 }, { label: "2025-02", value: 2 }, { label: "2025-03", value: 1 }],
      refreshedAt: expect.any(String),
    });

    const average = await ask(id, "average readingMinutes by team");
    expect(average.charts[0].data).toEqual([{ label: "Engineering", value: 10 }, { label: "Sales", value: 5 }, { label: "People", value: 4 }]);

    const top = await ask(id, "top 2 teams");
    expect(top.charts[0].data).toEqual([{ label: "Engineering", value: 3 }, { label: "People", value: 1 }]);

    const answer = await ask(id, "What does the telemetry pipeline RFC explain?");
    expect(answer.charts).toEqual([]);
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations[0]).toMatchObject({ documentId: "rfc-1" });
    expect(answer.content).toMatch(/\[1\]/);

    const thread = await api.get(`/api/v1/conversations/${id}`, { token: owner.token });
    expect(thread.body.conversation.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant", "user", "assistant"]);
    expect(thread.body.conversation.messages[1].charts).toHaveLength(1);
    const list = await api.get("/api/v1/conversations", { token: owner.token });
    expect(list.body.conversations[0].id).toBe(id);
  });

  it("refuses an empty message and another organization", async () => {
    const created = await api.post("/api/v1/conversations", { token: owner.token, body: { collectionId } });
    const empty = await api.post(`/api/v1/conversations/${created.body.conversation.id}/messages`, { token: owner.token, body: { content: " " } });
    expect(empty.status).toBe(400);
    const stranger = await createTenant("Other");
    const res = await api.get(`/api/v1/conversations/${created.body.conversation.id}`, { token: stranger.token });
    expect(res.status).toBe(403);
  });
});

describe("dashboards", () => {
  it("copies the conversation's charts into widgets on a grid", async () => {
    const id = await dashboardWithCharts();
    const res = await api.get(`/api/v1/analytics/dashboards/${id}`, { token: owner.token });
    expect(res.body.dashboard).toMatchObject({ id, title: "Handbook stats", isDashboard: true, isPublic: false, slug: null, refreshEnabled: false, refreshInterval: 3600 });
    expect(res.body.dashboard.widgets).toHaveLength(2);
    expect(res.body.dashboard.widgets[0].layout).toEqual({ x: 0, y: 0, w: 6, h: 4 });
    expect(res.body.dashboard.widgets[1].layout).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    const list = await api.get("/api/v1/analytics/dashboards", { token: owner.token });
    expect(list.body.dashboards.find((d: { id: string }) => d.id === id)).toMatchObject({ id, title: "Handbook stats", isDashboard: true, isPublic: false, createdAt: expect.any(String) });
  });

  it("saves the editor's changes and refuses unknown widgets", async () => {
    const id = await dashboardWithCharts();
    const { widgets } = (await api.get(`/api/v1/analytics/dashboards/${id}`, { token: owner.token })).body.dashboard;
    const patched = await api.patch(`/api/v1/analytics/dashboards/${id}`, {
      token: owner.token,
      body: { title: "Renamed", widgets: [{ id: widgets[1].id, layout: { x: 0, y: 0, w: 12, h: 5 }, chart: { title: "Teams", type: "pie" } }] },
    });
    expect(patched.body.dashboard.title).toBe("Renamed");
    expect(patched.body.dashboard.widgets).toHaveLength(1);
    expect(patched.body.dashboard.widgets[0]).toMatchObject({ id: widgets[1].id, layout: { x: 0, y: 0, w: 12, h: 5 }, chart: { title: "Teams", type: "pie" } });
    const bad = await api.patch(`/api/v1/analytics/dashboards/${id}`, { token: owner.token, body: { widgets: [{ id: "w_nope" }] } });
    expect(bad.status).toBe(400);
    const badType = await api.patch(`/api/v1/analytics/dashboards/${id}`, { token: owner.token, body: { widgets: [{ id: widgets[1].id, chart: { type: "donut" } }] } });
    expect(badType.status).toBe(400);
  });

  it("publishes at a stable, unguessable slug; passwords guard it and can be removed", async () => {
    const id = await dashboardWithCharts();
    const first = await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token, body: {} });
    expect(first.body).toEqual({ success: true, slug: expect.stringMatching(/^[A-Za-z0-9]{22}$/), publicUrl: expect.stringMatching(/\/public\/dashboards\/[A-Za-z0-9]{22}$/) });
    const slug = first.body.slug;
    const view = await api.post(`/api/v1/public/dashboards/${slug}`, { body: {} });
    expect(view.status).toBe(200);
    expect(view.body.dashboard.title).toBe("Handbook stats");
    expect(view.body.dashboard.widgets[0]).toMatchObject({ id: expect.any(String), layout: expect.any(Object), title: "Documents per month", type: "line", data: expect.any(Array) });
    const text = JSON.stringify(view.body);
    expect(text).not.toContain(collectionId);
    expect(text).not.toMatch(/"query"|"sql"|aggregate|sourceConnectionId|collectionId/);

    const guarded = await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token, body: { password: "open sesame" } });
    expect(guarded.body.slug).toBe(slug);
    expect((await api.post(`/api/v1/public/dashboards/${slug}`, { body: {} })).body.error).toBe("password_required");
    const wrong = await api.post(`/api/v1/public/dashboards/${slug}`, { body: { password: "nope" } });
    expect({ status: wrong.status, error: wrong.body.error }).toEqual({ status: 403, error: "invalid_password" });
    expect((await api.post(`/api/v1/public/dashboards/${slug}`, { body: { password: "open sesame" } })).status).toBe(200);

    await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token, body: {} });
    expect((await api.post(`/api/v1/public/dashboards/${slug}`, { body: {} })).status).toBe(200);

    const unpublished = await api.delete(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token });
    expect(unpublished.body).toEqual({ success: true, isPublic: false });
    expect((await api.post(`/api/v1/public/dashboards/${slug}`, { body: {} })).status).toBe(404);
    const again = await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token, body: {} });
    expect(again.body.slug).toBe(slug);
    expect((await api.post("/api/v1/public/dashboards/NoSuchSlugAtAll00000000", { body: {} })).status).toBe(404);
  });

  it("throttles wrong passwords per slug and address", async () => {
    const id = await dashboardWithCharts(["count by team"]);
    const { slug } = (await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token, body: { password: "right one" } })).body;
    const headers = { "x-forwarded-for": "192.0.2.44" };
    for (let i = 0; i < 10; i++) expect((await api.post(`/api/v1/public/dashboards/${slug}`, { body: { password: `x${i}` }, headers })).status).toBe(403);
    const blocked = await api.post(`/api/v1/public/dashboards/${slug}`, { body: { password: "right one" }, headers });
    expect(blocked.status).toBe(429);
  });

  it("clones privately with ' (Copy)'", async () => {
    const id = await dashboardWithCharts(["count by team"]);
    await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: owner.token, body: {} });
    const clone = await api.post(`/api/v1/analytics/dashboards/${id}/clone`, { token: owner.token });
    expect(clone.status).toBe(201);
    expect(clone.body.dashboard).toMatchObject({ id: expect.any(String), title: "Handbook stats (Copy)" });
    const copy = await api.get(`/api/v1/analytics/dashboards/${clone.body.dashboard.id}`, { token: owner.token });
    expect(copy.body.dashboard).toMatchObject({ isPublic: false, slug: null });
    expect(copy.body.dashboard.widgets).toHaveLength(1);
  });

  it("accepts only the four refresh intervals and refreshes now", async () => {
    const id = await dashboardWithCharts(["count by team"]);
    const settings = await api.get(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token });
    expect(settings.body).toEqual({ success: true, refreshEnabled: false, refreshInterval: 3600, lastRefreshedAt: expect.any(String) });
    for (const interval of [60, 600, 7200, "300"]) {
      const res = await api.put(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token, body: { refreshEnabled: true, refreshInterval: interval } });
      expect(res.status).toBe(400);
    }
    for (const interval of [300, 900, 3600, 86400]) {
      const res = await api.put(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token, body: { refreshEnabled: true, refreshInterval: interval } });
      expect(res.body).toMatchObject({ success: true, refreshEnabled: true, refreshInterval: interval });
    }
    await api.post(`/api/v1/collections/${collectionId}/documents`, {
      token: owner.token,
      body: { documents: [{ id: "new-sales", title: "New deal desk", content: "Sales note.", metadata: { team: "Sales", readingMinutes: 3 } }] },
    });
    const refreshed = await api.post(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token });
    expect(refreshed.body).toEqual({ success: true, lastRefreshedAt: expect.any(String), refreshed: 1, failed: [] });
    const after = await api.get(`/api/v1/analytics/dashboards/${id}`, { token: owner.token });
    expect(after.body.dashboard.widgets[0].chart.data).toContainEqual({ label: "Sales", value: 2 });
    await api.delete(`/api/v1/collections/${collectionId}/documents/new-sales`, { token: owner.token });
  });

  it("is refreshed by the scheduler when due, by an injected clock", async () => {
    const id = await dashboardWithCharts(["count by team"]);
    await api.put(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token, body: { refreshEnabled: true, refreshInterval: 300 } });
    const before = (await api.get(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token })).body.lastRefreshedAt;
    await refreshDueDashboards(new Date(Date.now() + 60_000));
    expect((await api.get(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token })).body.lastRefreshedAt).toBe(before);
    const later = new Date(Date.now() + 301_000);
    expect(await refreshDueDashboards(later)).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token })).body.lastRefreshedAt).toBe(later.toISOString());
  });

  it("is visible to its organization only", async () => {
    const id = await dashboardWithCharts(["count by team"]);
    const stranger = await createTenant("Outsider");
    expect((await api.get(`/api/v1/analytics/dashboards/${id}`, { token: stranger.token })).status).toBe(403);
    expect((await api.post(`/api/v1/analytics/dashboards/${id}/publish`, { token: stranger.token, body: {} })).status).toBe(403);
    const list = await api.get("/api/v1/analytics/dashboards", { token: stranger.token });
    expect(list.body.dashboards).toEqual([]);
    expect((await api.get("/api/v1/analytics/dashboards/dash_nope", { token: owner.token })).status).toBe(404);
  });
});

describe("SQL charts", () => {
  let source: Awaited<ReturnType<typeof createSourceDatabase>>;
  let llm: Awaited<ReturnType<typeof startOpenAIServer>>;
  beforeAll(async () => {
    source = await createSourceDatabase(12);
    llm = await startOpenAIServer();
  });
  afterAll(async () => {
    await source.drop();
    await llm.close();
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_MODEL;
  });

  async function pgConnection() {
    const res = await api.post("/api/v1/source-connections", {
      token: owner.token,
      body: { collectionId, sourceShortName: "postgresql", name: "Articles", credentials: source.credentials, config: { tables: ["articles"] } },
    });
    return res.body.sourceConnection.id as string;
  }

  it("runs read-only: a statement that writes fails and changes nothing", async () => {
    const connectionId = await pgConnection();
    const ok = await runChartQuery({ kind: "sql", sourceConnectionId: connectionId, sql: "select team, count(*) as n from articles group by team order by team" }, owner.orgId);
    expect(ok.data).toEqual([{ team: "Engineering", n: 4 }, { team: "Sales", n: 4 }, { team: "Support", n: 4 }]);
    expect(ok).toMatchObject({ xKey: "team", yKeys: ["n"] });
    await expect(runChartQuery({ kind: "sql", sourceConnectionId: connectionId, sql: "delete from articles" }, owner.orgId)).rejects.toThrow(/read-only|read only/i);
    await expect(runChartQuery({ kind: "sql", sourceConnectionId: connectionId, sql: "select pg_sleep(10)" }, owner.orgId)).rejects.toThrow(/timeout|cancel/i);
    const [{ count }] = await source.sql`select count(*)::int as count from articles`;
    expect(count).toBe(12);
  }, 30_000);

  it("draws charts through a chat model's tool calls, and a failing refresh marks them stale", async () => {
    const connectionId = await pgConnection();
    Object.assign(process.env, { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "test-chat" });
    llm.onChat((body) => {
      const last = body.messages[body.messages.length - 1] as { role: string };
      if (last.role === "tool") return { content: "Here is the chart by team." };
      return {
        tool_calls: [
          { id: "call_1", type: "function", function: { name: "sql", arguments: JSON.stringify({ title: "Articles by team", type: "bar", sourceConnectionId: connectionId, sql: "select team, count(*) as n from articles group by team order by team" }) } },
        ],
      };
    });
    const conversation = await api.post("/api/v1/conversations", { token: owner.token, body: { collectionId } });
    const message = await ask(conversation.body.conversation.id, "articles per team from the database");
    expect(message.content).toBe("Here is the chart by team.");
    expect(message.charts[0]).toMatchObject({ title: "Articles by team", type: "bar", query: { kind: "sql", sourceConnectionId: connectionId }, data: [{ team: "Engineering", n: 4 }, { team: "Sales", n: 4 }, { team: "Support", n: 4 }] });
    delete process.env.LLM_BASE_URL;

    const dashboard = await api.post("/api/v1/analytics/dashboards", { token: owner.token, body: { conversationId: conversation.body.conversation.id, title: "DB" } });
    const id = dashboard.body.dashboard.id;
    await source.sql`alter table articles rename to articles_old`;
    const refreshed = await api.post(`/api/v1/analytics/dashboards/${id}/refresh`, { token: owner.token });
    expect(refreshed.body.refreshed).toBe(0);
    expect(refreshed.body.failed[0]).toMatchObject({ title: "Articles by team", error: expect.stringMatching(/articles/) });
    const chart = (await api.get(`/api/v1/analytics/dashboards/${id}`, { token: owner.token })).body.dashboard.widgets[0].chart;
    expect(chart).toMatchObject({ stale: true, staleReason: expect.any(String), lastSuccessAt: expect.any(String) });
    expect(chart.data).toHaveLength(3);
    await source.sql`alter table articles_old rename to articles`;
  }, 30_000);
});

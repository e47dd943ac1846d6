import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { collections } from "./collections";
import { organizations, users } from "./tenancy";

export type ChartQuery =
  | {
      kind: "aggregate";
      collectionId: string;
      groupBy?: { field: string; bucket?: "day" | "week" | "month" };
      metric: { op: "count" | "sum" | "avg" | "min" | "max"; field?: string };
      filters?: Array<{ field: string; operator: string; value: unknown }>;
      limit?: number;
    }
  | { kind: "sql"; sourceConnectionId: string; sql: string };

export type ChartType = "bar" | "line" | "area" | "pie" | "table" | "metric";

/** A chart with the data of its last successful run; a failed refresh marks it stale instead. */
export type Chart = {
  id: string;
  title: string;
  type: ChartType;
  query: ChartQuery;
  data: Array<Record<string, string | number | null>>;
  xKey?: string;
  yKeys?: string[];
  refreshedAt: string | null;
  stale?: boolean;
  staleReason?: string | null;
  lastSuccessAt?: string | null;
};

export type Citation = { id: string; documentId: string; title: string | null; url: string | null; snippet: string };

export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    collectionId: text("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversations_org_idx").on(t.orgId, t.updatedAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").$type<Citation[]>().notNull().default([]),
    charts: jsonb("charts").$type<Chart[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

export type Widget = { id: string; layout: { x: number; y: number; w: number; h: number }; chart: Chart };

export const dashboards = pgTable(
  "dashboards",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    createdBy: text("created_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    widgets: jsonb("widgets").$type<Widget[]>().notNull().default([]),
    isPublic: boolean("is_public").notNull().default(false),
    slug: text("slug"),
    passwordHash: text("password_hash"),
    refreshEnabled: boolean("refresh_enabled").notNull().default(false),
    refreshInterval: integer("refresh_interval").notNull().default(3600),
    lastRefreshedAt: timestamp("last_refreshed_at", { withTimezone: true }),
    nextRefreshAt: timestamp("next_refresh_at", { withTimezone: true }),
    /** Held while a refresh runs, so a dashboard is refreshed by one worker at a time. */
    refreshingUntil: timestamp("refreshing_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dashboards_org_idx").on(t.orgId, t.createdAt),
    uniqueIndex("dashboards_slug_idx").on(t.slug),
    // the scheduler's question: which enabled dashboards are due
    index("dashboards_due_idx").on(t.nextRefreshAt).where(sql`${t.refreshEnabled}`),
  ],
);

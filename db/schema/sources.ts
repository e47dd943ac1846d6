import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { collections } from "./collections";
import { organizations, users } from "./tenancy";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const sourceConnections = pgTable(
  "source_connections",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    collectionId: text("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    createdBy: text("created_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    shortName: text("short_name").notNull(),
    name: text("name").notNull(),
    personal: boolean("personal").notNull().default(false),
    /** AES-256-GCM ciphertext of the credentials object; never leaves the server decrypted. */
    credentials: text("credentials").notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["pending", "syncing", "active", "error"] }).notNull().default("pending"),
    /** The cursor of the last completed sync: the next run continues from it. Null → full sync. */
    cursor: jsonb("cursor").$type<Record<string, unknown>>(),
    lastSyncId: text("last_sync_id"),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("source_connections_org_idx").on(t.orgId, t.createdAt),
    // the scheduler looks for continuous connections that are due
    index("source_connections_due_idx").on(t.nextSyncAt).where(sql`${t.nextSyncAt} is not null`),
  ],
);

export const syncs = pgTable(
  "syncs",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull().references(() => sourceConnections.id, { onDelete: "cascade" }),
    orgId: text("org_id").notNull(),
    status: text("status", { enum: ["started", "running", "completed", "failed", "cancelled"] }).notNull(),
    full: boolean("full").notNull(),
    /** Where this run stands: saved with every batch, in the batch's transaction. */
    cursor: jsonb("cursor").$type<Record<string, unknown>>(),
    stats: jsonb("stats")
      .$type<{ inserted: number; updated: number; deleted: number; unchanged: number; failed: number }>()
      .notNull()
      .default({ inserted: 0, updated: 0, deleted: 0, unchanged: 0, failed: 0 }),
    processed: integer("processed").notNull().default(0),
    total: integer("total"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // one running sync per connection, enforced by the database
    uniqueIndex("syncs_one_running_idx").on(t.connectionId).where(sql`${t.status} in ('started', 'running')`),
    index("syncs_connection_idx").on(t.connectionId, t.startedAt),
  ],
);

export const sourceFiles = pgTable(
  "source_files",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id").notNull().references(() => sourceConnections.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("source_files_connection_idx").on(t.connectionId)],
);

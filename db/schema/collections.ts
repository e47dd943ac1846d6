import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organizations } from "./tenancy";
import { tsvector, vectorAny } from "./types";

export const collections = pgTable(
  "collections",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    embeddingModel: text("embedding_model").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("collections_org_idx").on(t.orgId, t.createdAt)],
);

export const documents = pgTable(
  "documents",
  {
    collectionId: text("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    orgId: text("org_id").notNull(),
    sourceConnectionId: text("source_connection_id"),
    externalId: text("external_id").notNull(),
    title: text("title"),
    url: text("url"),
    author: text("author"),
    content: text("content").notNull(),
    contentHash: text("content_hash").notNull(),
    /** The sync that last delivered this document; a full sync sweeps what it did not see. */
    lastSeenSyncId: text("last_seen_sync_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    sourceCreatedAt: timestamp("source_created_at", { withTimezone: true }),
    sourceUpdatedAt: timestamp("source_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.id] }),
    // a connector re-delivering an item finds its document by (connection, external id)
    uniqueIndex("documents_source_external_idx")
      .on(t.collectionId, t.sourceConnectionId, t.externalId)
      .where(sql`${t.sourceConnectionId} is not null`),
  ],
);

export const chunks = pgTable(
  "chunks",
  {
    id: text("id").primaryKey(),
    collectionId: text("collection_id").notNull(),
    documentId: text("document_id").notNull(),
    orgId: text("org_id").notNull(),
    ordinal: integer("ordinal").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    tokenCount: integer("token_count").notNull(),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', content), 'B')`,
      ),
    embedding: vectorAny("embedding"),
    embeddingModel: text("embedding_model"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.collectionId, t.documentId], foreignColumns: [documents.collectionId, documents.id] }).onDelete(
      "cascade",
    ),
    index("chunks_document_idx").on(t.collectionId, t.documentId, t.ordinal),
    // full-text candidates for keyword search
    index("chunks_tsv_idx").using("gin", t.tsv),
  ],
);

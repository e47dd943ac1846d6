import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { collections } from "./collections";

// BM25 needs each term's document frequency and the collection's average chunk length; ingestion
// keeps them here in the same transaction as the chunks, so a search reads them in one lookup.
export const termStats = pgTable(
  "term_stats",
  {
    collectionId: text("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    lexeme: text("lexeme").notNull(),
    df: integer("df").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.lexeme] })],
);

export const collectionStats = pgTable("collection_stats", {
  collectionId: text("collection_id")
    .primaryKey()
    .references(() => collections.id, { onDelete: "cascade" }),
  chunkCount: integer("chunk_count").notNull().default(0),
  tokenCount: bigint("token_count", { mode: "number" }).notNull().default(0),
});

// Champion lists (Manning et al., "Introduction to Information Retrieval", §7.1.3): for a word that
// is too common to rank all its chunks per query, the chunks that rank best for it alone, plus every
// chunk that gained the word since (`pending`). Built by the first query that needs one; rebuilt
// once `pending` outgrows the list; dropped when a chunk holding the word is deleted.
export const termChampions = pgTable(
  "term_champions",
  {
    collectionId: text("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    lexeme: text("lexeme").notNull(),
    chunkIds: text("chunk_ids").array().notNull(),
    pending: text("pending").array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.lexeme] })],
);

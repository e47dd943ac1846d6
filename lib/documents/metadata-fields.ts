import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";

export type FieldType = "string" | "number" | "boolean" | "array" | "date";
export type MetadataField = { name: string; type: FieldType; itemType?: string; description?: string };

/** Keys every document carries (ingestion sets them), whatever the collection holds. */
export const STANDARD_FIELDS: MetadataField[] = [
  { name: "source", type: "string", description: "source type short name, e.g. api, rss, postgresql" },
  { name: "title", type: "string" },
  { name: "url", type: "string" },
  { name: "author", type: "string" },
  { name: "created_at", type: "date", description: "ISO 8601 timestamp" },
  { name: "updated_at", type: "date", description: "ISO 8601 timestamp" },
];

const SAMPLE = 2000;

/**
 * The metadata keys a collection's documents carry, most common first, each with its dominant JSON
 * type (strings that are all ISO dates count as `date`; arrays name their element type). A sample
 * of documents is read, so the answer stays fast on large collections.
 */
export async function metadataFields(collectionId: string, limit = 50): Promise<MetadataField[]> {
  const db = await getDb();
  const found = await rows<{ name: string; type: string; dates: number; n: number; item: string | null }>(
    db,
    sql`select e.key as name, jsonb_typeof(e.value) as type,
               count(*) filter (where jsonb_typeof(e.value) = 'string' and e.value #>> '{}' ~ '^\\d{4}-\\d{2}-\\d{2}')::int as dates,
               count(*)::int as n,
               min(case when jsonb_typeof(e.value) = 'array' and jsonb_array_length(e.value) > 0 then jsonb_typeof(e.value -> 0) end) as item
        from (select metadata from documents where collection_id = ${collectionId} limit ${SAMPLE}) d,
             jsonb_each(d.metadata) e
        where jsonb_typeof(e.value) <> 'null' and e.key <> 'documentId'
        group by 1, 2
        order by n desc, name`,
  );
  const fields = new Map<string, MetadataField>(STANDARD_FIELDS.map((f) => [f.name, f]));
  for (const row of found) {
    if (fields.has(row.name) || fields.size >= STANDARD_FIELDS.length + limit) continue;
    const type = row.type === "string" && Number(row.dates) === Number(row.n) ? "date" : (row.type as FieldType);
    if (!["string", "number", "boolean", "array", "date"].includes(type)) continue;
    fields.set(row.name, { name: row.name, type, ...(type === "array" && row.item ? { itemType: row.item } : {}) });
  }
  return [...fields.values()];
}

/** A field's type as an agent or a person reads it: "number", "array of string", "date (ISO 8601)". */
export function describeFieldType(field: MetadataField): string {
  if (field.type === "array") return field.itemType ? `array of ${field.itemType}` : "array";
  return field.type === "date" ? "string, ISO 8601 date" : field.type;
}

import { sql } from "drizzle-orm";
import { getDb, rows } from "@/db/client";

export type MetadataField = { name: string; type: "string" | "number" | "boolean" | "array" | "date" };

const ALWAYS: MetadataField[] = [
  { name: "source", type: "string" },
  { name: "title", type: "string" },
  { name: "url", type: "string" },
  { name: "author", type: "string" },
  { name: "created_at", type: "date" },
  { name: "updated_at", type: "date" },
];

/** The metadata keys a collection's documents carry, with their JSON type (ISO date strings as `date`). */
export async function metadataFields(collectionId: string, limit = 50): Promise<MetadataField[]> {
  const db = await getDb();
  const found = await rows<{ name: string; type: string; dates: number; n: number }>(
    db,
    sql`select e.key as name, jsonb_typeof(e.value) as type,
               count(*) filter (where jsonb_typeof(e.value) = 'string' and e.value #>> '{}' ~ '^\\d{4}-\\d{2}-\\d{2}')::int as dates,
               count(*)::int as n
        from (select metadata from documents where collection_id = ${collectionId} limit 2000) d,
             jsonb_each(d.metadata) e
        where jsonb_typeof(e.value) <> 'null' and e.key <> 'documentId'
        group by 1, 2
        order by n desc, name
        limit ${limit * 2}`,
  );
  const fields = new Map<string, MetadataField>(ALWAYS.map((f) => [f.name, f]));
  for (const row of found) {
    if (fields.has(row.name) || fields.size >= limit) continue;
    const type = row.type === "string" && Number(row.dates) === Number(row.n) ? "date" : (row.type as MetadataField["type"]);
    if (["string", "number", "boolean", "array", "date"].includes(type)) fields.set(row.name, { name: row.name, type });
  }
  return [...fields.values()];
}

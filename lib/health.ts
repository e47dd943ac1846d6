import { sql } from "drizzle-orm";
import { getDatabase } from "@/db/client";
import pkg from "@/package.json";

export async function health() {
  const database = await getDatabase();
  await database.db.execute(sql`select 1`);
  return { status: "ok", database: database.kind, version: pkg.version };
}

import { getDatabase, rows, closeDatabase } from "../../db/client";
import { sql } from "drizzle-orm";
const t = Date.now();
const d = await getDatabase();
console.log(d.kind, Date.now() - t, await rows(d.db, sql`select count(*) from chunks`));
await closeDatabase();
const d2 = await getDatabase();
console.log("again", await rows(d2.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
await closeDatabase();

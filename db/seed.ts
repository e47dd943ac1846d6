import { sql } from "drizzle-orm";
import { rows, type Db } from "./client";

export type DemoLogin = { email: string; password: string };

export const DEMO_EMAIL = "demo@quarry.local";

/** True when the database has no account yet, so the demo should be seeded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return Number(row.n) === 0;
}

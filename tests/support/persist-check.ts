// Run as its own process by the foundation test: writes an organization, or reads it back.
import { eq } from "drizzle-orm";
import { closeDatabase, getDb } from "../../db/client";
import { organizations } from "../../db/schema";

const db = await getDb();
if (process.argv[2] === "write") {
  await db.insert(organizations).values({ id: "org_persisted", name: "Persisted Org" });
  console.log("written");
} else {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, "org_persisted"));
  console.log(org ? `found ${org.name}` : "missing");
}
await closeDatabase();

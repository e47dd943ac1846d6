import { getDatabase } from "@/db/client";
import { seedDemo } from "./demo/seed";
import { runWorker } from "./worker";

/** Start-up of a web process: migrate, seed a demo on first run, start the in-process worker. */
export async function boot(): Promise<void> {
  const started = Date.now();
  const database = await getDatabase();
  const demo = process.env.SEED_DEMO === "false" ? undefined : await seedDemo();
  const url = process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
  console.log(`Quarry ready on ${url} (database: ${database.kind}, ${Date.now() - started} ms)`);
  if (demo) console.log(`  sign in as ${demo.email} / ${demo.password}${demo.created ? " (demo account created)" : ""}`);
  if (process.env.WORKER !== "off") {
    await runWorker();
    console.log("  job worker running in this process (WORKER=off to disable)");
  }
}

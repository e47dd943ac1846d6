import { PgBoss, fromPglite } from "pg-boss";
import { databaseUrl, getDatabase } from "@/db/client";

declare global {
  var __quarryBoss: Promise<PgBoss> | undefined;
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

// Queues and their handlers, registered by the domains that own them (syncs, dashboard refreshes).
const handlers = new Map<string, JobHandler>();

export function registerJob(queue: string, handler: JobHandler): void {
  handlers.set(queue, handler);
}

/** The job queue: pg-boss on the server, or on the embedded database in the same process. */
export function getBoss(): Promise<PgBoss> {
  globalThis.__quarryBoss ??= (async () => {
    const url = databaseUrl();
    const boss = url
      ? new PgBoss({ connectionString: url, schema: "pgboss" })
      : new PgBoss({ db: fromPglite((await getDatabase()).pglite!), backend: "pglite", schema: "pgboss" });
    boss.on("error", (error) => console.error("job queue error:", error));
    await boss.start();
    return boss;
  })();
  return globalThis.__quarryBoss;
}

/** Starts consuming every registered queue; returns a stop function. */
export async function startWorker(): Promise<() => Promise<void>> {
  const boss = await getBoss();
  for (const [queue, handler] of handlers) {
    await boss.createQueue(queue);
    await boss.work(queue, async (jobs) => {
      for (const job of jobs) await handler(job.data as Record<string, unknown>);
    });
  }
  return async () => {
    await boss.stop({ graceful: true, timeout: 10_000 });
    globalThis.__quarryBoss = undefined;
  };
}

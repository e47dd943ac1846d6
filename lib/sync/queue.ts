import { getBoss, registerJob } from "../jobs/boss";

export const SYNC_QUEUE = "sync";

/** Asks a worker to run (or resume) a sync, now or after a delay. Delivery is at least once. */
export async function enqueueSync(syncId: string, delaySeconds = 0): Promise<void> {
  const boss = await getBoss();
  await boss.createQueue(SYNC_QUEUE);
  await boss.send(SYNC_QUEUE, { syncId }, delaySeconds > 0 ? { startAfter: Math.ceil(delaySeconds) } : {});
}

export function registerSyncJob(run: (syncId: string) => Promise<void>): void {
  registerJob(SYNC_QUEUE, async (data) => {
    if (typeof data.syncId === "string") await run(data.syncId);
  });
}

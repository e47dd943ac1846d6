import { refreshDueDashboards } from "./dashboards/refresh";
import { startWorker } from "./jobs/boss";
import { processSync } from "./sync/engine";
import { syncMaintenance } from "./sync/maintenance";
import { registerSyncJob } from "./sync/queue";

const TICK_MS = 15_000;

/**
 * Everything a worker process runs: queued jobs, plus a tick every 15 s for sync housekeeping and
 * dashboard refreshes (so a dashboard is refreshed within a minute of its time). Returns a stop function.
 */
export async function runWorker(): Promise<() => Promise<void>> {
  registerSyncJob(processSync);
  const stopJobs = await startWorker();
  const tick = async () => {
    try {
      await syncMaintenance();
    } catch (error) {
      console.error("sync maintenance failed:", error);
    }
    try {
      await refreshDueDashboards();
    } catch (error) {
      console.error("dashboard refresh scheduler failed:", error);
    }
  };
  void tick();
  const timer = setInterval(tick, TICK_MS);
  return async () => {
    clearInterval(timer);
    await stopJobs();
  };
}

// `npm run worker`: the job worker alone, beside web processes started with WORKER=off.
import { getDatabase } from "../db/client";
import { runWorker } from "../lib/worker";

const database = await getDatabase();
const stop = await runWorker();
console.log(`Quarry worker running (database: ${database.kind})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await stop();
    process.exit(0);
  });
}

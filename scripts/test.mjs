// `npm test`: unit and integration tests (PGlite, plus the real server when DATABASE_URL is set),
// then the Playwright specs against `next start` in the system Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { findChromium } from "./chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const run = (args, env = {}) => spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

if (run(["--import", "tsx", "scripts/prepare-models.ts"]) !== 0) process.exit(1);
if (run(["node_modules/vitest/vitest.mjs", "run"]) !== 0) process.exit(1);

const chromium = findChromium();
if (!chromium) {
  const message = "Chromium was not found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH) to run the e2e specs.";
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} Skipping e2e.`);
  process.exit(0);
}
buildIfNeeded(root);
fs.rmSync(path.join(root, ".data/e2e"), { recursive: true, force: true });
process.exit(run(["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], { CHROMIUM_PATH: chromium }));

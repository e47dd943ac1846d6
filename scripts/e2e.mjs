// `npm run test:e2e`: only the Playwright specs (builds first when the sources changed).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { findChromium } from "./chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const chromium = findChromium();
if (!chromium) {
  console.error("Chromium was not found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).");
  process.exit(1);
}
buildIfNeeded(root);
fs.rmSync(path.join(root, ".data/e2e"), { recursive: true, force: true });
const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);

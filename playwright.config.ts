import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // The server gets its own embedded database under .data/e2e (removed before each run).
    command: `node node_modules/next/dist/bin/next start -p ${port}`,
    url: `${baseURL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      DATABASE_URL: "",
      QUARRY_DATA_DIR: path.resolve(".data/e2e"),
      QUARRY_MODEL_DIR: path.resolve(".data/models"),
      NEXTAUTH_URL: baseURL,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});

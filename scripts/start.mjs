// `npm start`: build when the sources changed since the last build, prepare the built-in models, serve.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const port = process.env.PORT || "3000";
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;

buildIfNeeded(root);

const prepare = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-models.ts"], { stdio: "inherit" });
if (prepare.status !== 0) process.exit(prepare.status ?? 1);

// The server is a child so this script can pass signals on: killing `npm start` stops it.
const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

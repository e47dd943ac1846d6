// Bench plumbing: a throwaway PostgreSQL database, a `next start` server on a free loopback port,
// and clean-up of both however the bench ends.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

export const root = path.resolve(import.meta.dirname, "../..");
export const ADMIN_URL = process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Builds `.next` when the sources changed since the last build (scripts/build-if-needed.mjs). */
export async function buildIfNeeded(): Promise<void> {
  const modulePath: string = path.join(root, "scripts/build-if-needed.mjs");
  const { buildIfNeeded: build } = (await import(modulePath)) as { buildIfNeeded(dir: string): void };
  build(root);
}

/** Makes sure the built-in embedding model's binary cache exists (a no-op when it does). */
export function prepareModels(modelDir: string): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-models.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, QUARRY_MODEL_DIR: modelDir },
  });
  if (result.status !== 0) throw new Error("prepare-models failed");
}

const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;

/** Registers clean-up to run (last registered first) at the end, on error and on Ctrl-C. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop()!;
      try {
        await fn();
      } catch (error) {
        console.error("clean-up step failed:", error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up...`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs the bench body, then always cleans up; exits non-zero on error. */
export async function main(body: () => Promise<void>): Promise<void> {
  let failed = false;
  try {
    await body();
  } catch (error) {
    failed = true;
    console.error("\nbench failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  }
  await cleanup();
  process.exit(failed ? 1 : 0);
}

/** A fresh database with pgvector, dropped at clean-up. Returns its URL. */
export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await db.unsafe("create extension if not exists vector");
  } finally {
    await db.end({ timeout: 5 });
  }
  onCleanup(async () => {
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      console.log(`dropped database ${name}`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });
  return { name, url };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = { baseUrl: string; pid: number; stop(): Promise<void>; log(): string };

/**
 * `next start` on a free loopback port against `databaseUrl`, in its own process group with its own
 * data directory (generated secrets); stopped (group SIGTERM, then SIGKILL) at clean-up.
 */
export async function startServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quarry-bench-"));
  const logLines: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      detached: true, // own process group: stop() reaches anything it forks
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        QUARRY_DATA_DIR: dataDir,
        QUARRY_MODEL_DIR: path.join(root, ".data/models"),
        NEXTAUTH_URL: baseUrl,
        PORT: String(port),
        SEED_DEMO: "false",
        WORKER: "off",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        ...extraEnv,
      },
    },
  );
  const pid = child.pid!;
  const keep = (chunk: Buffer) => {
    logLines.push(...chunk.toString().split("\n").filter(Boolean));
    if (logLines.length > 200) logLines.splice(0, logLines.length - 200);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));

  const stop = async () => {
    if (!exited) {
      signalGroup(pid, "SIGTERM");
      const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 5000));
      if ((await Promise.race([exit, timer])) === "timeout") signalGroup(pid, "SIGKILL");
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 2000))]);
    }
    // Anything left in the group (a forked next-server) goes too.
    if (groupAlive(pid)) {
      signalGroup(pid, "SIGKILL");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (groupAlive(pid)) console.error(`warning: processes of group ${pid} still alive`);
    else console.log(`server (pid ${pid}) stopped`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  onCleanup(stop);

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`next start exited early:\n${logLines.join("\n")}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in 120 s:\n${logLines.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, pid, stop, log: () => logLines.join("\n") };
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

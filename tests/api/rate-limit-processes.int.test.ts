import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { awayFromMinuteBoundary, createKey, createTenant } from "../fixtures";

const servers: ChildProcess[] = [];

function startServer(): Promise<number> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/api-server.ts")], {
    env: { ...process.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

afterAll(() => {
  for (const server of servers) server.kill("SIGKILL");
});

// Only a real server is shared between processes; the embedded database belongs to one process.
describe.runIf(process.env.DATABASE_URL)("rate limits across processes", () => {
  it("let exactly 60 of 70 parallel requests through when split over two servers", async () => {
    const [a, b] = await Promise.all([startServer(), startServer()]);
    const tenant = await createTenant("TwoProcs");
    const { key } = await createKey(tenant.token, { scope: "Organization" });
    await awayFromMinuteBoundary();
    const requests = Array.from({ length: 70 }, (_, i) =>
      fetch(`http://127.0.0.1:${i % 2 ? a : b}/api/v1/collections`, { headers: { authorization: `Bearer ${key}` } }),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 120_000);
});

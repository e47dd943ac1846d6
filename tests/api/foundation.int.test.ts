import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase, rows } from "@/db/client";
import { api } from "../http";

const expectError = (res: { status: number; body: any }, status: number, error: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error, message: expect.any(String) });
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|select |insert |node_modules/i);
};

describe("health", () => {
  it("reports ok, the database kind and the version", async () => {
    const res = await api.get("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      status: "ok",
      database: process.env.DATABASE_URL ? "postgresql" : "pglite",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it("answers the same under the /v1 alias", async () => {
    const res = await api.get("/v1/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });
});

describe("error model", () => {
  it("answers malformed JSON with 400 invalid_request", async () => {
    const res = await api.post("/api/v1/auth/login", { rawBody: "{not json", headers: { "content-type": "application/json" } });
    expectError(res, 400, "invalid_request");
  });

  it("lists each invalid field in details", async () => {
    const res = await api.post("/api/v1/auth/register", { body: { email: "nope", password: "short" } });
    expectError(res, 400, "invalid_request");
    const paths = res.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["email", "password", "name"]));
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    expectError(await api.get("/api/v1/no-such-thing"), 404, "not_found");
    expectError(await api.post("/api/nothing/here", { body: {} }), 404, "not_found");
    expectError(await api.get("/v1/no-such-thing"), 404, "not_found");
  });

  it("answers a wrong method with 405 method_not_allowed and Allow", async () => {
    const res = await api.delete("/api/v1/health");
    expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toBe("GET");
  });

  it("refuses a body over 1 MiB with 413 payload_too_large", async () => {
    const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024 + 10) });
    expectError(await api.post("/api/v1/auth/login", { rawBody: big }), 413, "payload_too_large");
  });

  it("refuses an oversized body that declares no length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const { call } = await import("../http");
    const res = await call("POST", "/api/v1/auth/login", { rawBody: stream as never });
    expectError(res, 413, "payload_too_large");
  });

  it("puts X-Request-Id on success and error responses, echoing a safe one", async () => {
    const ok = await api.get("/api/v1/health");
    expect(ok.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const err = await api.get("/api/v1/nope", { headers: { "x-request-id": "client-req-123456" } });
    expect(err.headers.get("x-request-id")).toBe("client-req-123456");
    const hostile = await api.get("/api/v1/health", { headers: { "x-request-id": "<script>alert(1)</script>" } });
    expect(hostile.headers.get("x-request-id")).not.toContain("<");
  });

  it("hides an unexpected failure behind 500 internal_error", async () => {
    const { publicRoute } = await import("@/lib/http/route");
    const handler = publicRoute({}, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await handler(new Request("http://localhost/api/v1/x"));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ success: false, error: "internal_error", message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain("secret_table");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("migrations", () => {
  it("run a second time without changing anything", async () => {
    const { db } = await getDatabase();
    const before = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const tables = await rows<{ n: number }>(db, sql`select count(*)::int as n from information_schema.columns where table_schema = 'public'`);
    await closeDatabase();
    const { db: again } = await getDatabase();
    expect(await rows(again, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual(before);
    expect(await rows(again, sql`select count(*)::int as n from information_schema.columns where table_schema = 'public'`)).toEqual(tables);
  });
});

describe.runIf(!process.env.DATABASE_URL)("embedded database", () => {
  it("keeps data across a restart of the process", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quarry-persist-"));
    const script = path.resolve("tests/support/persist-check.ts");
    const env = { ...process.env, DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dir, "pglite") };
    const run = (mode: string) =>
      execFileSync(process.execPath, ["--import", "tsx", script, mode], { env, encoding: "utf8" }).trim();
    expect(run("write")).toBe("written");
    expect(run("read")).toBe("found Persisted Org");
  }, 60_000);
});

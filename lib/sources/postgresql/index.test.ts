import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "@/lib/sources/test-support/http-server";
import { ids, runSync, syncContext } from "@/lib/sources/test-support/sync";
import { ConnectorError } from "@/lib/sources/types";
import { postgresql } from "./index";

const ADMIN = { host: "127.0.0.1", port: 5432, user: "postgres", database: "postgres" };
const database = `quarry_test_pg_${randomUUID().slice(0, 8)}`;
const credentials = { ...ADMIN, database, password: "not-a-real-secret" };
const admin = postgres({ ...ADMIN, onnotice: () => {} });
const sql = postgres({ ...ADMIN, database, onnotice: () => {} });

beforeAll(async () => {
  await admin.unsafe(`create database ${database}`);
});

afterAll(async () => {
  await sql.end();
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
});

// Rows 1-3 share one millisecond: a position rounded to milliseconds would repeat or skip rows.
async function createArticles() {
  const table = `articles_${randomUUID().slice(0, 8)}`;
  await sql.unsafe(`create table ${table} (id int primary key, title text not null, body text, published boolean, updated_at timestamptz)`);
  await sql.unsafe(`insert into ${table} values
    (1, 'One', 'Body one', true, '2024-01-01 00:00:00.000001+00'),
    (2, 'Two', 'Body two', false, '2024-01-01 00:00:00.000002+00'),
    (3, 'Three', 'Body three', true, '2024-01-01 00:00:00.000003+00'),
    (4, 'Four', 'Body four', true, '2024-01-02 00:00:00+00'),
    (5, 'Five', 'Body five', true, null)`);
  return table;
}

const configFor = (table: string, extra: Record<string, unknown> = {}) => ({
  tables: [`public.${table}`],
  titleColumn: "title",
  textTemplate: "{{title}}\n\n{{ body }}",
  urlTemplate: "https://cms.example/articles/{{id}}",
  cursorColumn: "updated_at",
  batchSize: 2,
  ...extra,
});

async function expectError(promise: Promise<unknown>, kind: string) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ConnectorError);
  expect((error as ConnectorError).kind).toBe(kind);
  expect(inspect(error, { depth: 5 })).not.toContain(credentials.password);
}

describe("postgresql sync", () => {
  it("yields every row on a full sync as an upsert with title, text, url and metadata", async () => {
    const table = await createArticles();
    const run = await runSync(postgresql, syncContext({ credentials, config: configFor(table) }));

    expect(ids(run.upserts)).toEqual([1, 2, 3, 4, 5].map((id) => `public.${table}:${id}`));
    expect(run.deletes).toEqual([]);
    expect(run.upserts.find((d) => d.externalId === `public.${table}:4`)).toEqual({
      externalId: `public.${table}:4`,
      title: "Four",
      content: "Four\n\nBody four",
      url: "https://cms.example/articles/4",
      updatedAt: new Date("2024-01-02T00:00:00Z"),
      metadata: { id: 4, title: "Four", body: "Body four", published: true, updated_at: "2024-01-02T00:00:00.000Z", source: "postgresql", table: `public.${table}` },
    });
    expect(run.cursor).toMatchObject({ complete: true });
  });

  it("renders every column as name: value without a text template, for a custom query too", async () => {
    const table = await createArticles();
    const config = { query: `select id, title, published from ${table} where id <= 2 order by id;`, batchSize: 10 };
    const run = await runSync(postgresql, syncContext({ credentials, config }));

    expect(run.upserts.map((d) => [d.externalId, d.title, d.content])).toEqual([
      ["query:1", "query 1", "id: 1\ntitle: One\npublished: true"],
      ["query:2", "query 2", "id: 2\ntitle: Two\npublished: false"],
    ]);
  });

  it("yields only added and changed rows on an incremental sync", async () => {
    const table = await createArticles();
    const first = await runSync(postgresql, syncContext({ credentials, config: configFor(table) }));
    await sql.unsafe(`insert into ${table} values (6, 'Six', 'Body six', true, '2024-02-01 00:00:00+00')`);
    await sql.unsafe(`update ${table} set title = 'Two (edited)', updated_at = '2024-02-02 00:00:00+00' where id = 2`);
    await sql.unsafe(`delete from ${table} where id = 3`);

    const next = await runSync(postgresql, syncContext({ credentials, config: configFor(table), cursor: first.cursor }));

    expect(next.upserts.map((d) => [d.externalId, d.title])).toEqual([
      [`public.${table}:6`, "Six"],
      [`public.${table}:2`, "Two (edited)"],
    ]);
    expect(next.deletes).toEqual([]);
    const again = await runSync(postgresql, syncContext({ credentials, config: configFor(table), cursor: next.cursor }));
    expect(again.changes).toEqual([]);
  });

  it("resumes from a mid-run cursor with the remaining rows and no duplicates", async () => {
    const table = await createArticles();
    const partial = await runSync(postgresql, syncContext({ credentials, config: configFor(table) }), { maxBatches: 2 });
    expect(partial.upserts).toHaveLength(4);

    const rest = await runSync(postgresql, syncContext({ credentials, config: configFor(table), cursor: partial.cursor }));

    expect(ids(rest.upserts)).toEqual([`public.${table}:4`]);
    expect(ids([...partial.upserts, ...rest.upserts])).toEqual([1, 2, 3, 4, 5].map((id) => `public.${table}:${id}`));
  });

  it("rereads every row on an incremental sync of a table without a cursor column", async () => {
    const table = await createArticles();
    const config = configFor(table, { cursorColumn: "" });
    const first = await runSync(postgresql, syncContext({ credentials, config }));
    const next = await runSync(postgresql, syncContext({ credentials, config, cursor: first.cursor }));
    expect(ids(next.upserts)).toEqual(ids(first.upserts));
  });

  it("pages a mixed-case schema and table keyed by uuid, one row per batch", async () => {
    const schema = `Sales_${randomUUID().slice(0, 8)}`;
    await sql.unsafe(`create schema "${schema}"; create table "${schema}"."Orders" (id uuid primary key, item text)`);
    await sql.unsafe(`insert into "${schema}"."Orders" values
      ('00000000-0000-0000-0000-000000000003', 'c'), ('00000000-0000-0000-0000-000000000001', 'a'), ('00000000-0000-0000-0000-000000000002', 'b')`);
    const config = { tables: [`${schema}.Orders`], titleColumn: "item", batchSize: 1 };

    const partial = await runSync(postgresql, syncContext({ credentials, config }), { maxBatches: 1 });
    const rest = await runSync(postgresql, syncContext({ credentials, config, cursor: partial.cursor }));

    expect([...partial.upserts, ...rest.upserts].map((d) => d.title)).toEqual(["a", "b", "c"]);
  });

  it("reads inside a read-only transaction", async () => {
    const config = { query: "select 1 as id, current_setting('transaction_read_only') as read_only" };
    const run = await runSync(postgresql, syncContext({ credentials, config }));
    expect(run.upserts[0].content).toBe("id: 1\nread_only: on");
  });

  it("fails with invalid_credentials for an unknown role during a sync", async () => {
    const table = await createArticles();
    const ctx = syncContext({ credentials: { ...credentials, user: "nobody_here" }, config: configFor(table) });
    await expectError(runSync(postgresql, ctx), "invalid_credentials");
  });
});

describe("postgresql test()", () => {
  const ctx = (creds: Record<string, unknown>, config: Record<string, unknown> = {}) => ({ ...syncContext({ credentials: creds, config }) });

  it("connects and finds the configured tables", async () => {
    const table = await createArticles();
    const result = await postgresql.test(ctx(credentials, { tables: [table] }));
    expect(result.message).toMatch(/^Connected to PostgreSQL .*1 stream/);
  });

  it("reports a missing table as invalid_config", async () => {
    await expectError(postgresql.test(ctx(credentials, { tables: ["public.no_such_table"] })), "invalid_config");
  });

  it("reports an unknown user or database as invalid_credentials", async () => {
    await expectError(postgresql.test(ctx({ ...credentials, user: "nobody_here" })), "invalid_credentials");
    await expectError(postgresql.test(ctx({ ...credentials, database: "no_such_database" })), "invalid_credentials");
    await expectError(postgresql.test(ctx({ ...credentials, host: "" })), "invalid_credentials");
  });

  it("reports a refused connection or an unknown host as source_unreachable", async () => {
    await expectError(postgresql.test(ctx({ ...credentials, port: await closedPort() })), "source_unreachable");
    await expectError(postgresql.test(ctx({ ...credentials, host: "db.quarry-test.invalid" })), "source_unreachable");
  });
});

import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import mysqlDriver from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "@/lib/sources/test-support/http-server";
import { ids, runSync, syncContext } from "@/lib/sources/test-support/sync";
import { ConnectorError } from "@/lib/sources/types";
import { mysql } from "./index";

const database = `quarry_test_my_${randomUUID().slice(0, 8)}`;
const credentials = { host: "127.0.0.1", port: 3306, user: "root", password: "", database };
let admin: mysqlDriver.Connection;

beforeAll(async () => {
  admin = await mysqlDriver.createConnection({ host: "127.0.0.1", port: 3306, user: "root" });
  await admin.query(`create database ${database}`);
  await admin.query(`use ${database}`);
});

afterAll(async () => {
  await admin.query(`drop database if exists ${database}`);
  await admin.end();
});

// Rows 1-3 share one millisecond: a position rounded to milliseconds would repeat or skip rows.
async function createArticles() {
  const table = `articles_${randomUUID().slice(0, 8)}`;
  await admin.query(`create table ${table} (id int primary key, title varchar(200) not null, body text, views bigint, updated_at datetime(6) null)`);
  await admin.query(`insert into ${table} values
    (1, 'One', 'Body one', 10, '2024-01-01 00:00:00.000001'),
    (2, 'Two', 'Body two', 20, '2024-01-01 00:00:00.000002'),
    (3, 'Three', 'Body three', 30, '2024-01-01 00:00:00.000003'),
    (4, 'Four', 'Body four', 40, '2024-01-02 00:00:00'),
    (5, 'Five', 'Body five', 50, null)`);
  return table;
}

const configFor = (table: string, extra: Record<string, unknown> = {}) => ({
  tables: table,
  titleColumn: "title",
  textTemplate: "{{title}}\n\n{{body}}",
  urlTemplate: "https://cms.example/articles/{{id}}",
  cursorColumn: "updated_at",
  batchSize: 2,
  ...extra,
});

async function expectError(promise: Promise<unknown>, kind: string, secret?: string) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ConnectorError);
  expect((error as ConnectorError).kind).toBe(kind);
  if (secret) expect(inspect(error, { depth: 5 })).not.toContain(secret);
}

describe("mysql sync", () => {
  it("yields every row on a full sync as an upsert with title, text, url and metadata", async () => {
    const table = await createArticles();
    const run = await runSync(mysql, syncContext({ credentials, config: configFor(table) }));

    const key = `${database}.${table}`;
    expect(ids(run.upserts)).toEqual([1, 2, 3, 4, 5].map((id) => `${key}:${id}`));
    expect(run.deletes).toEqual([]);
    expect(run.upserts.find((d) => d.externalId === `${key}:4`)).toEqual({
      externalId: `${key}:4`,
      title: "Four",
      content: "Four\n\nBody four",
      url: "https://cms.example/articles/4",
      updatedAt: new Date("2024-01-02T00:00:00Z"),
      metadata: { id: 4, title: "Four", body: "Body four", views: 40, updated_at: "2024-01-02 00:00:00.000000", source: "mysql", table: key },
    });
    expect(run.cursor).toMatchObject({ complete: true });
  });

  it("renders every column as name: value without a text template, for a custom query too", async () => {
    const table = await createArticles();
    const config = { query: `select id, title, views from ${table} where id <= 2 order by id;`, batchSize: 10 };
    const run = await runSync(mysql, syncContext({ credentials, config }));

    expect(run.upserts.map((d) => [d.externalId, d.content])).toEqual([
      ["query:1", "id: 1\ntitle: One\nviews: 10"],
      ["query:2", "id: 2\ntitle: Two\nviews: 20"],
    ]);
  });

  it("yields only added and changed rows on an incremental sync", async () => {
    const table = await createArticles();
    const first = await runSync(mysql, syncContext({ credentials, config: configFor(table) }));
    await admin.query(`insert into ${table} values (6, 'Six', 'Body six', 60, '2024-02-01 00:00:00')`);
    await admin.query(`update ${table} set title = 'Two (edited)', updated_at = '2024-02-02 00:00:00' where id = 2`);
    await admin.query(`delete from ${table} where id = 3`);

    const next = await runSync(mysql, syncContext({ credentials, config: configFor(table), cursor: first.cursor }));

    expect(next.upserts.map((d) => [d.externalId, d.title])).toEqual([
      [`${database}.${table}:6`, "Six"],
      [`${database}.${table}:2`, "Two (edited)"],
    ]);
    expect(next.deletes).toEqual([]);
    const again = await runSync(mysql, syncContext({ credentials, config: configFor(table), cursor: next.cursor }));
    expect(again.changes).toEqual([]);
  });

  it("resumes from a mid-run cursor with the remaining rows and no duplicates", async () => {
    const table = await createArticles();
    const partial = await runSync(mysql, syncContext({ credentials, config: configFor(table) }), { maxBatches: 2 });
    expect(partial.upserts).toHaveLength(4);

    const rest = await runSync(mysql, syncContext({ credentials, config: configFor(table), cursor: partial.cursor }));

    expect(ids(rest.upserts)).toEqual([`${database}.${table}:4`]);
    expect(ids([...partial.upserts, ...rest.upserts])).toEqual([1, 2, 3, 4, 5].map((id) => `${database}.${table}:${id}`));
  });

  it("reads inside a read-only transaction", async () => {
    const table = await createArticles();
    const config = { query: `select id from ${table} where id = 1 for update` };
    await expectError(runSync(mysql, syncContext({ credentials, config })), "invalid_config");
  });
});

describe("mysql test()", () => {
  it("connects and finds the configured tables", async () => {
    const table = await createArticles();
    const result = await mysql.test(syncContext({ credentials, config: { tables: [table] } }));
    expect(result.message).toMatch(/^Connected to MySQL\/MariaDB .*1 stream/);
  });

  it("reports a missing table as invalid_config", async () => {
    await expectError(mysql.test(syncContext({ credentials, config: { tables: ["no_such_table"] } })), "invalid_config");
  });

  it("reports a wrong password, unknown user or database as invalid_credentials", async () => {
    const secret = "wrong-password-123";
    await expectError(mysql.test(syncContext({ credentials: { ...credentials, password: secret } })), "invalid_credentials", secret);
    await expectError(mysql.test(syncContext({ credentials: { ...credentials, user: "nobody_here" } })), "invalid_credentials");
    await expectError(mysql.test(syncContext({ credentials: { ...credentials, database: "no_such_database" } })), "invalid_credentials");
  });

  it("reports a refused connection or an unknown host as source_unreachable", async () => {
    await expectError(mysql.test(syncContext({ credentials: { ...credentials, port: await closedPort() } })), "source_unreachable");
    await expectError(mysql.test(syncContext({ credentials: { ...credentials, host: "db.quarry-test.invalid" } })), "source_unreachable");
  });
});

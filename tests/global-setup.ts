import type { TestProject } from "vitest/node";
import postgres from "postgres";

// Integration tests on a real server get a fresh database per run, with pgvector enabled by the
// superuser (the extension is not trusted), then the app's own migrations run inside it.
export default async function setup(project: TestProject) {
  if (project.config.env?.QUARRY_TEST_DB !== "postgresql") {
    project.provide("testDatabaseUrl", "");
    return;
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `quarry_test_${Date.now()}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const fresh = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await fresh`create extension if not exists vector`;
  await fresh.end();
  project.provide("testDatabaseUrl", url.toString());
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { closeDatabase } from "@/db/client";

// Each test file gets its own embedded database in memory, or shares the run's fresh server database.
const url = inject("testDatabaseUrl");
process.env.DATABASE_URL = url || "";
process.env.PGLITE_DATA_DIR = "memory://";
process.env.AUTH_SECRET ??= "test-auth-secret-0123456789abcdef";
process.env.ENCRYPTION_KEY ??= "dGVzdC1lbmNyeXB0aW9uLWtleS0wMTIzNDU2Nzg5YWI=";
process.env.QUARRY_MODEL_DIR ??= path.resolve(".data/models");
process.env.QUARRY_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "quarry-test-"));

afterAll(async () => {
  await closeDatabase();
});

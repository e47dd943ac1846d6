import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
const integration = ["**/*.int.test.ts"];
const exclude = ["node_modules/**", ".next/**", ".data/**", "e2e/**"];

// Unit tests run once. Integration tests (*.int.test.ts) run on embedded PGlite always, and on a
// fresh database of the real server when DATABASE_URL is set (see tests/global-setup.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...exclude, ...integration],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-pglite",
          include: integration,
          exclude,
          env: { QUARRY_TEST_DB: "pglite" },
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup-db.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "integration-postgres",
                include: integration,
                exclude,
                env: { QUARRY_TEST_DB: "postgresql" },
                globalSetup: ["tests/global-setup.ts"],
                setupFiles: ["tests/setup-db.ts"],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});

import os from "node:os";
import { defineConfig } from "vitest/config";

const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default (one core less than the machine) is one worker on a
    // 2-core machine, and most files wait on a database or a child process.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // Tests of a PostgreSQL source (the old site's database) need a server.
          exclude: ["app/**/*.pg.test.ts"],
        },
      },
      // With TEST_DATABASE_URL, the database tests run once more on PostgreSQL.
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["app/**/*.db.test.{ts,tsx}", "app/**/*.pg.test.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});

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
    // Each test file in a new process loaded the app's modules and libraries
    // again (Better Auth, PGlite, React Router…): about 1.5 s of CPU per
    // file, half of the suite's time. The files keep nothing between them
    // that a module holds (each opens its own database and services), so a
    // worker runs file after file on the modules it has already loaded.
    isolate: false,
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

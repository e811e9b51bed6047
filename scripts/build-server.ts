/**
 * The last step of `npm run build`, after React Router's build: compiles the
 * process entry (server.ts) to build/server/main.js, which `npm start` runs
 * with plain Node, and saves a new migrated database beside it for a first
 * start (app/server/db/database-template.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { build } from "vite";
import { DATABASE_TEMPLATE_DIR } from "../app/server/db/database-template";

const serverDir = path.resolve(process.env.BUILD_DIR ?? "build", "server");

await build({
  configFile: false,
  logLevel: "error",
  build: {
    ssr: "server.ts",
    outDir: serverDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: "node20",
    rolldownOptions: { output: { entryFileNames: "main.js" } },
  },
});

const templateDir = path.join(serverDir, DATABASE_TEMPLATE_DIR);
fs.rmSync(templateDir, { recursive: true, force: true });
const client = await PGlite.create(templateDir);
await migrate(drizzle({ client }), { migrationsFolder: path.resolve("drizzle") });
await client.close();

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { TEMPLATE_PATH } from "./paths";

/**
 * Creating and migrating a PGlite database takes seconds: do it once per run
 * and save it; each test file loads its own copy (see test-services.ts).
 */
export default async function setup() {
  fs.mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve("drizzle") });
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

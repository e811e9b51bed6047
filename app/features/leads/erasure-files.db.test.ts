import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { openDatabase } from "~/server/db/database.server";
import { parseEnv } from "~/server/env.server";
import { appointmentTracking, erasedAddresses, leads, trackingEvents } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { erasePersonData } from "./privacy-requests.server";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";

/** Every file under `dir` whose bytes contain `needle`. */
function filesHolding(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesHolding(file, needle));
    else if (entry.isFile() && fs.readFileSync(file).includes(needle)) found.push(file);
  }
  return found;
}

interface Site {
  services: AppServices;
  /** The database's files holding `needle`. */
  search(needle: string): Promise<string[]>;
}

/** The embedded database in a real data folder: the whole folder is searched, write-ahead log included. */
async function openPgliteSite(): Promise<Site> {
  const dataDir = path.resolve(`.tmp/erasure-${crypto.randomUUID()}`);
  const handle = await openDatabase({ kind: "pglite", dataDir });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
  return {
    services: { env, db: handle.db, now: () => new Date(), practiceSettings: practiceSettingsPort },
    search: async (needle) => filesHolding(dataDir, needle),
  };
}

/**
 * On PostgreSQL, the files of the test database's tables and indexes (found
 * anew at each search: VACUUM FULL writes new ones). The server's write-ahead
 * log is shared by every database of the cluster and follows its own settings.
 */
async function openPostgresSite(): Promise<Site> {
  const services = await createTestServices();
  return {
    services,
    async search(needle) {
      const dataDirectory = (await rowsOf(services, sql`show data_directory`))[0]!.data_directory!;
      const relations = await rowsOf(
        services,
        sql`
        select pg_relation_filepath(c.oid) as file from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'i', 't')
          and c.relname ~ '^(leads|tracking_events|appointment_tracking)'`,
      );
      return relations.flatMap(({ file = "" }) => {
        const folder = path.join(dataDirectory, path.dirname(file));
        const base = path.basename(file);
        return fs
          .readdirSync(folder)
          .filter((name) => name === base || name.startsWith(`${base}.`))
          .map((name) => path.join(folder, name))
          .filter((candidate) => fs.readFileSync(candidate).includes(needle));
      });
    },
  };
}

/** Rows of a raw query: PGlite's and node-postgres's results both carry `rows`. */
async function rowsOf(services: AppServices, query: SQL) {
  const result = z
    .object({ rows: z.array(z.record(z.string(), z.string())) })
    .parse(await services.db.execute(query));
  return result.rows;
}

describe("an erasure leaves no trace in the database's files", async () => {
  const site =
    process.env.TEST_DB === "postgres" ? await openPostgresSite() : await openPgliteSite();
  const { db } = site.services;
  const email = `effacee-${crypto.randomUUID()}@example.fr`;
  const name = `Nomsecret${crypto.randomUUID().slice(0, 8)}`;
  const now = new Date();
  const lead = (address: string, nom: string, sessionId: string) => ({
    nom,
    prenom: "Claire",
    email: address,
    date: "01/06/2026",
    heure: "14:00:00",
    timestamp: now,
    sessionId,
    buttonId: "hero-button",
    createdAt: now,
  });
  // Other people before and after, so the person's rows share pages with rows that stay.
  await db
    .insert(leads)
    .values(
      Array.from({ length: 50 }, (_, i) => lead(`autre-${i}@example.fr`, "Martin", `autre-${i}`)),
    );
  await db.insert(leads).values(lead(email, name, "session-effacee"));
  await db.insert(trackingEvents).values({
    sessionId: "session-effacee",
    event: "click",
    buttonId: "hero-button",
    data: { note: name },
    createdAt: now,
  });
  await db
    .insert(appointmentTracking)
    .values({ sessionId: "session-effacee", userAgent: `Navigateur ${name}`, createdAt: now });
  await db
    .insert(leads)
    .values(
      Array.from({ length: 50 }, (_, i) => lead(`apres-${i}@example.fr`, "Martin", `apres-${i}`)),
    );
  await db.execute(sql`checkpoint`);

  it("finds the person in the files before the erasure (the search works)", async () => {
    expect(await site.search(email)).not.toEqual([]);
  });

  it("finds neither their e-mail nor their name once erased, and keeps a fingerprint only", async () => {
    const counts = await erasePersonData(site.services, email, "Dr Martin");
    expect(counts).toEqual({ leads: 1, events: 1, sessions: 1 });
    expect(await site.search(email)).toEqual([]);
    expect(await site.search(name)).toEqual([]);
    const fingerprints = await db.select().from(erasedAddresses);
    expect(fingerprints).toHaveLength(1);
    expect(JSON.stringify(fingerprints)).not.toContain("effacee");
    // The others are still there.
    expect(await db.$count(leads)).toBe(100);
  });
});

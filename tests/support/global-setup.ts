import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { TEMPLATE_PATH } from "./paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

const migrationsFolder = path.resolve("drizzle");

/**
 * Creating and migrating a database takes seconds: do it once per run, for
 * the project that needs it (Vitest runs this file for each project, and for
 * the root one), and start each test file from a copy (see test-services.ts).
 */
export default async function setup(project: TestProject) {
  if (project.name === "pglite") await savePgliteTemplate();
  if (project.name === "postgres") {
    const name = await createPostgresTemplate();
    project.provide("postgresTemplate", name);
    return () => dropDatabase(name);
  }
}

async function savePgliteTemplate() {
  fs.mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("The postgres project needs TEST_DATABASE_URL");
  return url;
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A migrated database, closed again: PostgreSQL copies a template only while no one is connected to it. */
async function createPostgresTemplate(): Promise<string> {
  const name = `test_template_${crypto.randomUUID().replace(/-/g, "")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
  return name;
}

async function dropDatabase(name: string) {
  await adminQuery(`drop database if exists ${name}`);
}

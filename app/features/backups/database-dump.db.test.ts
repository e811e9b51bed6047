import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import zlib from "node:zlib";
import * as tar from "tar";
import { openDatabase } from "~/server/db/database.server";
import { parseEnv } from "~/server/env.server";
import { articles, categories, session, user } from "~/server/db/schema";
import { databaseSource, dumpDatabase, loadPgliteDump } from "./database-dump.server";

const root = path.resolve(`.tmp/database-dump-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// The server's embedded database lives in a folder (the tests' others are in memory).
describe("the dump of an embedded database kept in a folder", { timeout: 120_000 }, () => {
  it("is an archive PGlite loads back, every row the same, taken while queries go on", async () => {
    const env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL: "https://osteo.example.com",
      DATA_DIR: root,
    });
    const live = await openDatabase({ kind: "pglite", dataDir: path.join(root, "live") });
    const { db } = live;
    await db.insert(categories).values({ name: "Sommeil", slug: "sommeil", description: "" });
    await db.insert(articles).values(
      Array.from({ length: 30 }, (_, n) => ({
        title: `Article ${n} : « é à ç »`,
        slug: `article-${n}`,
        content: `<p>${"Texte accentué. ".repeat(200)}</p>`,
        status: "published" as const,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + n)),
      })),
    );
    // A session opened and used (its row rewritten) before the backup: its token is in the log too.
    const token = `jeton-${crypto.randomUUID()}`;
    await db.insert(user).values({ id: "owner", name: "Julien", email: "julien@example.com" });
    const expiresAt = new Date(Date.now() + 86_400_000);
    await db.insert(session).values({ id: "s1", token, userId: "owner", expiresAt });
    await db.update(session).set({ updatedAt: new Date() });
    const file = path.join(root, "database.tar.gz");
    const [, during] = await Promise.all([
      dumpDatabase({ db }, databaseSource({ env, db }), file),
      db.$count(articles),
    ]);
    const before = await db.select().from(articles).orderBy(articles.id);
    expect(await db.$count(session)).toBe(1);
    await live.close();

    const names: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toContain("PG_VERSION");
    expect(names.some((name) => name.startsWith("base/"))).toBe(true);
    expect(names.filter((name) => /PaxHeader/.test(name))).toEqual([]);
    // Neither in a table's files nor in the write-ahead log.
    const bytes = zlib.gunzipSync(fs.readFileSync(file)).toString("latin1");
    expect(bytes).toContain("julien@example.com");
    expect(bytes).not.toContain(token);

    await loadPgliteDump(file, path.join(root, "restored"));
    const restored = await openDatabase({ kind: "pglite", dataDir: path.join(root, "restored") });
    try {
      expect(during).toBe(30);
      expect(await restored.db.$count(session)).toBe(0);
      expect(await restored.db.select().from(articles).orderBy(articles.id)).toEqual(before);
      expect(await restored.db.select({ slug: categories.slug }).from(categories)).toEqual([
        { slug: "sommeil" },
      ]);
    } finally {
      await restored.close();
    }
    expect(fs.readdirSync(root).sort()).toEqual(["database.tar.gz", "live", "restored"]);
  });
});

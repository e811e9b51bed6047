/** Bad input on the import page: a French message, a 4xx, and nothing written. */
import fs from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { articles, importRuns } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { handleImportForm } from "./import-page.server";
import type { ImportDeps } from "./import-run.server";
import { saveUpload, uploadsDir } from "./import-service.server";

const services = await createTestServices();
const deps: ImportDeps = { redirections: { save: async (_db, entries) => entries.length } };

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

async function upload(text: string) {
  const file = await saveUpload(services, Readable.from([Buffer.from(text)]));
  return file.split("/").pop() ?? "";
}

async function refusal(fields: Record<string, string>) {
  const result = await handleImportForm(services, deps, form(fields));
  if (!(result && typeof result === "object" && "init" in result)) throw new Error("not refused");
  return { status: result.init?.status, error: (result.data as { error: string }).error };
}

async function nothingWritten() {
  expect(await services.db.select().from(articles)).toEqual([]);
  expect(await services.db.select().from(importRuns)).toEqual([]);
}

describe("import page", () => {
  it("refuses a file that is not a WordPress export, malformed XML and a DTD, for analysis and import", async () => {
    const cases: [string, RegExp][] = [
      ["<html><body>Bonjour</body></html>", /n'est pas un export WordPress/],
      ['<?xml version="1.0"?><rss><channel><wp:wxr_version', /mal formé ou incomplet/],
      ['<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "b">]><rss/>', /DTD/],
    ];
    for (const [text, message] of cases) {
      for (const intent of ["analyse", "start"]) {
        const file = await upload(text);
        expect(await refusal({ source: "wordpress", intent, file })).toEqual({
          status: 400,
          error: expect.stringMatching(message),
        });
      }
    }
    await nothingWritten();
  });

  it("refuses a file past 100 MB while it streams, and keeps nothing of it", async () => {
    const before = fs.readdirSync(uploadsDir(services)).length;
    const megabyte = Buffer.alloc(1024 * 1024, 32);
    const huge = Readable.from(
      (function* () {
        for (let i = 0; i < 101; i += 1) yield megabyte;
      })(),
    );
    await expect(saveUpload(services, huge)).rejects.toThrow(
      "Le fichier dépasse la taille maximale de 100 Mo.",
    );
    expect(fs.readdirSync(uploadsDir(services)).length).toBe(before);
  });

  it("refuses an unknown file id, an address that is not postgres:// and a database that refuses", async () => {
    expect(
      await refusal({ source: "wordpress", intent: "analyse", file: "../../etc/passwd" }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await refusal({
        source: "old-site",
        intent: "analyse",
        databaseUrl: "mysql://a:b@c/d",
        storageUrl: "https://x.supabase.co",
      }),
    ).toEqual({
      status: 400,
      error: "L'adresse de la base de données doit commencer par postgres:// (ou postgresql://).",
    });
    const refused = await refusal({
      source: "old-site",
      intent: "start",
      databaseUrl: "postgres://osteo:motdepasse-secret@127.0.0.1:1/ancien",
      storageUrl: "https://x.supabase.co",
    });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatch(/^Connexion à la base de données de l'ancien site impossible/);
    expect(JSON.stringify(refused)).not.toContain("motdepasse-secret");
    expect(await refusal({ source: "autre", intent: "analyse" })).toEqual({
      status: 400,
      error: "Formulaire invalide : renvoyez-le depuis la page.",
    });
    await nothingWritten();
  });
});

/**
 * 'Sauvegardes' through the routes' own loaders and actions: the list (with
 * a copy in a bucket when remote.json says so), 'Sauvegarder maintenant',
 * odd requests answered with a 4xx and a French message, and 'Télécharger':
 * the archive it streams, restored into a new data folder, gives the same site
 * (less what opens the admin: sessions, codes, known devices, the generated secret).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/server/context.server";
import { articles, leads } from "~/server/db/schema";
import { storeUpload } from "~/features/media/image-store.server";
import { backupAdminMessages as messages } from "~/features/backups/admin-messages";
import { withBackupSource } from "~/features/backups/backup-archive.server";
import { REMOTE_COPY_FILE } from "~/features/backups/backup-list.server";
import { backupsDir, mediaDir } from "~/features/backups/create-backup.server";
import { restoreBackup } from "~/features/backups/restore-backup.server";
import { formBodyMessages } from "~/server/form-body.server";
import { action, loader } from "./backups";
import { action as downloadAction, loader as download } from "./backup-download";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import {
  everything,
  filesOf,
  newRestoreTarget,
  withServices,
} from "../../../tests/support/restore-targets";
import { createTestServices } from "../../../tests/support/test-services";

const root = path.resolve(`.tmp/backups-admin-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function settle(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, response: result, data: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init: { status?: number } | null = result.init ?? null;
    return { status: init?.status ?? 200, response: null, data: result.data };
  }
  return { status: 200, response: null, data: result };
}

// Dumping, archiving and restoring a database: seconds each on a busy machine.
describe("the admin's backups", { timeout: 120_000 }, async () => {
  const test = await createTestServices({ env: { DATA_DIR: path.join(root, "site") } });
  const site: AppServices = test.databaseUrl
    ? { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } }
    : test;
  const cookie = await signedInCookie(site);
  const context = { services: site, cspNonce: "", clientIp: "203.0.113.8" };

  const list = async () => {
    const request = siteRequest(site, "/admin/sauvegardes", { cookie });
    return loader({
      request,
      params: {},
      context,
      url: new URL(request.url),
      pattern: "admin/sauvegardes",
    });
  };
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    settle(() => {
      const request = siteRequest(site, "/admin/sauvegardes", { method: "POST", cookie, body });
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return action({
        request,
        params: {},
        context,
        url: new URL(request.url),
        pattern: "admin/sauvegardes",
      });
    });
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  };
  const get = (name: string) =>
    settle(() => {
      const request = siteRequest(site, `/admin/sauvegardes/${encodeURIComponent(name)}/archive`, {
        cookie,
      });
      return download({
        request,
        params: { name },
        context,
        url: new URL(request.url),
        pattern: "admin/sauvegardes/:name/archive",
      });
    });

  // A site with an article, its cover image and a lead.
  const cover = await storeUpload(
    site,
    new File(
      [
        new Uint8Array(
          await sharp({
            create: {
              width: 1200,
              height: 800,
              channels: 3,
              background: { r: 90, g: 140, b: 120 },
            },
          })
            .jpeg()
            .toBuffer(),
        ),
      ],
      "couverture.jpg",
    ),
  );
  await site.db.insert(articles).values({
    title: "Le mal de dos au bureau",
    slug: "mal-de-dos-bureau",
    content: "<p>Levez-vous toutes les heures : « é à ç ».</p>",
    imageUrl: `/media/articles/${cover.fileName}`,
    status: "published",
    publishedAt: new Date(),
  });
  await site.db.insert(leads).values({
    nom: "Durand",
    prenom: "Claire",
    email: "claire@example.fr",
    date: "01/06/2026",
    heure: "14:00:00",
    timestamp: new Date(),
    sessionId: "session-claire",
    buttonId: "hero-button",
  });

  it("lists nothing before the first backup", async () => {
    expect(await list()).toEqual({ backups: [], lastFailure: null });
  });

  it("takes a backup with 'Sauvegarder maintenant' and lists it with its size, place and counts", async () => {
    const result = await post(form({ intent: "backup-now" }));
    expect(result.status).toBe(302);
    expect(result.response?.headers.get("Location")).toBe("/admin/sauvegardes");
    const { backups } = await list();
    expect(backups).toHaveLength(1);
    const [backup] = backups;
    expect(backup).toMatchObject({
      counts: { articles: 1, leads: 1, settingsVersions: 0, images: 2 },
      remote: null,
    });
    expect(backup!.bytes).toBeGreaterThan(10_000);
  });

  it("shows the bucket a copy went to, without what the address could carry of a secret", async () => {
    const [backup] = (await list()).backups;
    fs.writeFileSync(
      path.join(backupsDir(site.env), backup!.name, REMOTE_COPY_FILE),
      JSON.stringify({
        location: "https://cle:secret@s3.example.net/cabinet/sauvegardes?X-Amz-Signature=abc",
        copiedAt: "2026-11-25T02:41:00.000Z",
      }),
    );
    expect((await list()).backups[0]?.remote).toEqual({
      location: "https://s3.example.net/cabinet/sauvegardes",
      copiedAt: "2026-11-25T02:41:00.000Z",
    });
  });

  it("answers an odd post with a 4xx and a French message, and takes no backup", async () => {
    const unknown = await post(form({ intent: "tout-supprimer" }));
    expect(unknown).toMatchObject({
      status: 400,
      data: { toast: { title: messages.invalidForm } },
    });
    const json = await post(JSON.stringify({ intent: "backup-now" }), {
      "Content-Type": "application/json",
    });
    expect(json).toMatchObject({ status: 415, data: { error: formBodyMessages.notAForm } });
    const put = await settle(() => {
      const request = siteRequest(site, "/admin/sauvegardes", {
        method: "PUT",
        cookie,
        body: form({ intent: "backup-now" }),
      });
      return action({
        request,
        params: {},
        context,
        url: new URL(request.url),
        pattern: "admin/sauvegardes",
      });
    });
    expect(put).toMatchObject({ status: 405, data: { error: formBodyMessages.methodNotAllowed } });
    expect((await list()).backups).toHaveLength(1);
  });

  it("refuses a download of a name that is not a backup's, with a French message", async () => {
    for (const name of ["..", "../../etc/passwd", "a\0b", "2026-11-25T02-30-00-000Z\0", ""]) {
      expect(await get(name)).toMatchObject({ status: 400, data: { error: messages.invalidName } });
    }
    expect(await get("2020-01-01T03-30-00-000Z")).toMatchObject({
      status: 404,
      data: { error: messages.notFound },
    });
    const posted = await settle(() => {
      const request = siteRequest(site, "/admin/sauvegardes/x/archive", { method: "POST", cookie });
      return downloadAction({
        request,
        params: { name: "x" },
        context,
        url: new URL(request.url),
        pattern: "admin/sauvegardes/:name/archive",
      });
    });
    expect(posted).toMatchObject({ status: 405, data: { error: messages.methodNotAllowed } });
  });

  it("downloads one archive that restores into a new data folder as the same site", async () => {
    const [backup] = (await list()).backups;
    const result = await get(backup!.name);
    expect(result.status).toBe(200);
    const headers = result.response!.headers;
    expect(headers.get("Content-Type")).toBe("application/gzip");
    expect(headers.get("Content-Disposition")).toBe(
      `attachment; filename="sauvegarde-${backup!.name}.tar.gz"`,
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    const archive = path.join(root, "telechargement.tar.gz");
    fs.writeFileSync(archive, Buffer.from(await result.response!.arrayBuffer()));

    const target = await newRestoreTarget(root, "restored");
    const restored = await withBackupSource(archive, (backupDir) =>
      restoreBackup({ backupDir, env: target }),
    );
    expect(restored.manifest.counts).toEqual(backup!.counts);
    // Written after the dump: the run that recorded this backup, the visits.
    const after = ["backup_runs", "tracking_events", "job_locks"];
    // Left out of every archive: what would open the admin (decision 0020).
    const secrets = ["session", "verification", "known_devices"];
    const withoutAuthSecret = (content: Record<string, string[]>) => ({
      ...content,
      settings: (content.settings ?? []).filter(
        (row) => (JSON.parse(row) as { key: string }).key !== "auth_secret",
      ),
    });
    const restoredRows = await withServices(target, (services) => everything(services, after));
    const siteRows = await everything(site, after);
    expect(siteRows.session).toHaveLength(1);
    for (const table of secrets) expect(restoredRows[table]).toEqual([]);
    expect(withoutAuthSecret(restoredRows)).toEqual(
      withoutAuthSecret({ ...siteRows, ...Object.fromEntries(secrets.map((t) => [t, []])) }),
    );
    expect(filesOf(mediaDir(target))).toEqual(filesOf(mediaDir(site.env)));
    // The cover's JPEG, WebP and thumbnail.
    expect(Object.keys(filesOf(mediaDir(target)))).toHaveLength(3);
  });
});

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  appointmentTracking,
  articles,
  jobLocks,
  leads,
  maintenanceRuns,
  rateLimitBuckets,
  settings,
  trackingEvents,
} from "~/server/db/schema";
import { uploadsDir } from "~/features/media/image-store.server";
import { TEST_OWNER, signedInCookie } from "../../../tests/support/auth";
import { startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { createTestServices } from "../../../tests/support/test-services";
import { runMaintenanceFromDashboard } from "./dashboard-action.server";
import {
  lastMaintenanceRun,
  MAINTENANCE_LOCK,
  performMaintenance,
  runDailyMaintenance,
  runMaintenance,
} from "./maintenance.server";
import { MAINTENANCE_STEP_NAMES as STEP } from "./messages";

// ---- stand-ins: the IndexNow endpoint and a remote image host (HTTP), the owner's mailbox (SMTP)
const indexNowBodies: { urlList: string[] }[] = [];
let indexNowStatus = 202;
const web = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    if (req.url === "/indexnow") {
      indexNowBodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      res.writeHead(indexNowStatus).end();
      return;
    }
    res
      .writeHead(req.url === "/photos/present.jpg" ? 200 : 404, { "Content-Type": "image/jpeg" })
      .end();
  });
});
await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
const webOrigin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
const inbox = await startSmtpInbox();
const { mails, port: smtpPort } = inbox;
afterAll(async () => {
  await new Promise<void>((resolve) => web.close(() => resolve()));
  await inbox.close();
});

const ORIGIN = "https://osteo.example.com";
let clock = new Date("2026-06-01T01:00:00Z"); // 03:00 in Paris (summer time)
const services = await createTestServices({
  now: () => clock,
  env: { INDEXNOW_ENDPOINT: `${webOrigin}/indexnow`, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
});
const { db } = services;
const mediaDir = uploadsDir(services.env);

beforeAll(async () => {
  await signedInCookie(services); // creates the owner account (TEST_OWNER)
  fs.mkdirSync(mediaDir, { recursive: true });
  fs.writeFileSync(path.join(mediaDir, "photo-presente.jpg"), "jpeg");
});
afterAll(() => fs.rmSync(path.dirname(path.dirname(mediaDir)), { recursive: true, force: true }));

beforeEach(async () => {
  await db.delete(articles);
  await db.delete(maintenanceRuns);
  indexNowBodies.length = 0;
  indexNowStatus = 202;
  mails.length = 0;
});

const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

async function published(slug: string, values: Partial<typeof articles.$inferInsert> = {}) {
  await db.insert(articles).values({
    title: `Titre ${slug}`,
    slug,
    excerpt: "Résumé",
    content: "<p>Texte</p>",
    status: "published",
    publishedAt: minutes(-60 * 24),
    imageUrl: "/images/blog/dos-bureau.svg",
    createdAt: minutes(-60 * 24),
    updatedAt: minutes(-60 * 24),
    ...values,
  });
}

const stepOf = (result: { steps: { step: string }[] }, name: string) =>
  result.steps.find((step) => step.step === name);

describe("the maintenance routine", () => {
  it("publishes the scheduled articles whose time has come, and no others", async () => {
    await db.insert(articles).values([
      { title: "Échu", slug: "echu", status: "scheduled", scheduledFor: minutes(-1) },
      { title: "Demain", slug: "demain", status: "scheduled", scheduledFor: minutes(60 * 24) },
    ]);
    const result = await performMaintenance(services, "cli");
    expect(stepOf(result, STEP.publish)).toEqual({
      step: STEP.publish,
      status: "success",
      detail: "1 article publié.",
    });
    const rows = await db.select({ slug: articles.slug, status: articles.status }).from(articles);
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.status]))).toEqual({
      echu: "published",
      demain: "scheduled",
    });
  });

  it("rebuilds the sitemaps and finds every published article in them, answering 200", async () => {
    await published("premier");
    await published("second");
    await db.insert(articles).values({ title: "Brouillon", slug: "brouillon", status: "draft" });
    const result = await performMaintenance(services, "cli");
    expect(stepOf(result, STEP.regenerate)).toMatchObject({
      status: "success",
      detail: "14 pages et 2 articles dans 2 sitemaps.",
    });
    expect(stepOf(result, STEP.checkArticles)).toMatchObject({
      status: "success",
      detail: "2 articles publiés vérifiés.",
    });
    expect(result.success).toBe(true);
    expect(result.errors).toEqual([]);
  });

  it("finds the cover images that do not exist: site images, uploads and remote ones", async () => {
    await published("image-du-site");
    await published("image-du-site-absente", { imageUrl: "/images/blog/absente.svg" });
    await published("envoi-present", { imageUrl: "photo-presente.jpg" });
    await published("envoi-absent", { imageUrl: "photo-absente.jpg" });
    await published("distante-presente", { imageUrl: `${webOrigin}/photos/present.jpg` });
    await published("distante-absente", { imageUrl: `${webOrigin}/photos/absent.jpg` });
    await published("sans-image", { imageUrl: null });

    const result = await performMaintenance(services, "cli");
    expect(stepOf(result, STEP.checkCovers)).toMatchObject({
      status: "error",
      detail: "6 images vérifiées.",
    });
    expect(result.success).toBe(false);
    expect(result.errors.sort()).toEqual(
      [
        `${STEP.checkCovers} : Image de couverture introuvable pour « Titre distante-absente » : ${webOrigin}/photos/absent.jpg`,
        `${STEP.checkCovers} : Image de couverture introuvable pour « Titre envoi-absent » : photo-absente.jpg`,
        `${STEP.checkCovers} : Image de couverture introuvable pour « Titre image-du-site-absente » : /images/blog/absente.svg`,
      ].sort(),
    );
  });

  it("removes the uploads no article uses once past their grace period, and keeps the used ones", async () => {
    const used = `${"a".repeat(32)}.jpg`;
    const unused = `${"b".repeat(32)}.jpg`;
    const recent = `${"c".repeat(32)}.jpg`;
    const twoHoursAgo = minutes(-120);
    for (const name of [used, unused, `${"b".repeat(32)}.webp`, recent]) {
      fs.writeFileSync(path.join(mediaDir, name), "jpeg");
      if (name !== recent) fs.utimesSync(path.join(mediaDir, name), twoHoursAgo, twoHoursAgo);
    }
    fs.utimesSync(path.join(mediaDir, recent), minutes(-5), minutes(-5));
    await published("avec-envoi", { imageUrl: used });

    const result = await performMaintenance(services, "cli");
    expect(stepOf(result, STEP.removeUnusedImages)).toEqual({
      step: STEP.removeUnusedImages,
      status: "success",
      detail: "2 fichiers supprimés.",
    });
    const left = fs.readdirSync(mediaDir);
    expect(left).toEqual(expect.arrayContaining([used, recent, "photo-presente.jpg"]));
    expect(left).not.toContain(unused);
  });

  it("purges leads and tracking rows older than exactly 3 years, and keeps those of that very instant", async () => {
    const cutoff = new Date("2023-06-01T01:00:00Z"); // clock − 3 years
    const justOlder = new Date(cutoff.getTime() - 1);
    const lead = (email: string, createdAt: Date) => ({
      nom: "Durand",
      prenom: "Claire",
      email,
      date: "01/06/2023",
      heure: "03:00:00",
      timestamp: createdAt,
      createdAt,
    });
    await db
      .insert(leads)
      .values([lead("ancien@example.com", justOlder), lead("limite@example.com", cutoff)]);
    await db.insert(trackingEvents).values([
      { sessionId: "ancienne", event: "click", createdAt: justOlder },
      { sessionId: "limite", event: "click", createdAt: cutoff },
    ]);
    await db.insert(appointmentTracking).values([
      { sessionId: "ancienne", createdAt: justOlder, lastActivityAt: justOlder },
      { sessionId: "limite", createdAt: justOlder, lastActivityAt: cutoff },
    ]);
    await db.insert(rateLimitBuckets).values([
      { key: "leads:fini", count: 3, windowEndsAt: minutes(-60 * 25) },
      { key: "leads:en-cours", count: 1, windowEndsAt: minutes(1) },
    ]);

    const result = await performMaintenance(services, "cli");
    expect(stepOf(result, STEP.purge)).toEqual({
      step: STEP.purge,
      status: "success",
      detail: "1 lead supprimé, 2 lignes de suivi supprimées.",
    });
    expect((await db.select().from(leads)).map((row) => row.email)).toEqual(["limite@example.com"]);
    expect((await db.select().from(trackingEvents)).map((row) => row.sessionId)).toEqual([
      "limite",
    ]);
    expect((await db.select().from(appointmentTracking)).map((row) => row.sessionId)).toEqual([
      "limite",
    ]);
    expect((await db.select().from(rateLimitBuckets)).map((row) => row.key)).toEqual([
      "leads:en-cours",
    ]);
  });

  it("submits everything first, then only what changed since the last accepted submission", async () => {
    await db.delete(settings).where(eq(settings.key, "indexnow_submitted_until"));
    await published("ancien");

    const first = await performMaintenance(services, "cli");
    expect(stepOf(first, STEP.submit)).toMatchObject({
      status: "success",
      detail: "15 adresses soumises (réponse 202).",
    });
    expect(indexNowBodies[0]?.urlList).toContain(`${ORIGIN}/blog/ancien`);

    clock = minutes(60);
    const nothing = await performMaintenance(services, "cli");
    expect(stepOf(nothing, STEP.submit)).toMatchObject({
      status: "success",
      detail: "Aucun changement depuis la dernière soumission.",
    });
    expect(indexNowBodies).toHaveLength(1);

    clock = minutes(60);
    await published("nouveau", { publishedAt: minutes(-5), updatedAt: minutes(-5) });
    indexNowStatus = 500;
    const refused = await performMaintenance(services, "cli");
    expect(stepOf(refused, STEP.submit)).toMatchObject({ status: "error" });
    expect(refused.errors).toEqual([`${STEP.submit} : IndexNow a répondu 500.`]);

    clock = minutes(60);
    indexNowStatus = 200;
    const retried = await performMaintenance(services, "cli");
    expect(stepOf(retried, STEP.submit)).toMatchObject({ status: "success" });
    expect(indexNowBodies.at(-1)?.urlList).toEqual([`${ORIGIN}/blog/nouveau`, `${ORIGIN}/blog`]);
  });

  it("shows a submission impossible from a local site as unknown, not as an error", async () => {
    const local = {
      ...services,
      env: {
        ...services.env,
        PUBLIC_URL: "http://localhost:3000",
        INDEXNOW_ENDPOINT: "https://api.indexnow.org/indexnow",
      },
    };
    await published("local");
    await db.delete(settings).where(eq(settings.key, "indexnow_submitted_until"));
    const result = await performMaintenance(local, "cli");
    expect(stepOf(result, STEP.submit)).toMatchObject({ status: "skipped" });
    expect(result.success).toBe(true);
  });

  it("stores its result, shown again after a reload, and e-mails the owner only when there are errors", async () => {
    await published("correct");
    const success = await performMaintenance(services, "dashboard");
    expect(await lastMaintenanceRun(services)).toEqual(success);
    expect(success).toMatchObject({
      success: true,
      errors: [],
      trigger: "dashboard",
      timestamp: clock.toISOString(),
    });
    expect(success.steps.map((step) => step.step)).toEqual(Object.values(STEP));
    expect(mails).toEqual([]);

    clock = minutes(1);
    await published("image-cassee", { imageUrl: "/images/blog/introuvable.svg" });
    const failure = await performMaintenance(services, "daily");
    expect(await lastMaintenanceRun(services)).toEqual(failure);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([TEST_OWNER.email]);
    expect(mails[0]?.raw).toMatch(/^Subject: .+$/m);
    expect(mails[0]?.raw).toContain("/images/blog/introuvable.svg");
  });
});

describe("one run at a time", () => {
  it("runs once when two runs start together", async () => {
    const [a, b] = await Promise.all([
      runMaintenance(services, "cli"),
      runMaintenance(services, "dashboard"),
    ]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(await db.select().from(maintenanceRuns)).toHaveLength(1);
  });

  it("runs the daily maintenance once per Paris day, even when two processes fire a second apart", async () => {
    clock = new Date("2026-06-02T01:00:00Z"); // 03:00 in Paris
    const [a, b] = await Promise.all([
      runDailyMaintenance(services),
      runDailyMaintenance(services),
    ]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);

    clock = new Date("2026-06-02T01:00:01Z");
    expect(await runDailyMaintenance(services)).toEqual({ ran: false, reason: "already-done" });
    // 23:30 in Paris, the same day.
    clock = new Date("2026-06-02T21:30:00Z");
    expect(await runDailyMaintenance(services)).toEqual({ ran: false, reason: "already-done" });
    // 00:30 in Paris the next day (still June 2 in UTC).
    clock = new Date("2026-06-02T22:30:00Z");
    expect(await runDailyMaintenance(services)).toMatchObject({ ran: true });
    const daily = await db
      .select()
      .from(maintenanceRuns)
      .where(eq(maintenanceRuns.trigger, "daily"));
    expect(daily).toHaveLength(2);
  });

  it("tells the dashboard when a maintenance is already running", async () => {
    await db.insert(jobLocks).values({
      name: MAINTENANCE_LOCK,
      holder: "autre-processus",
      expiresAt: new Date(clock.getTime() + 60_000),
    });
    expect(await runMaintenanceFromDashboard(services)).toMatchObject({
      init: { status: 409 },
      data: { error: "une maintenance est déjà en cours, réessayez dans un instant." },
    });
    await db.delete(jobLocks);
  });
});

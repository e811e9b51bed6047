import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { leads } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import {
  EXPORT_BATCH_SIZE,
  forwardState,
  leadButtons,
  leadsCsvStream,
  listLeads,
  resendLead,
} from "./admin-leads.server";
import { parseLeadListQuery } from "./lead-list-query";

const row = (index: number, createdAt: Date, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  nom: `Nom${index}`,
  prenom: `Prénom${index}`,
  email: `personne${index}@example.fr`,
  date: "",
  heure: "",
  timestamp: createdAt,
  createdAt,
  buttonId: index % 2 === 0 ? "hero-button" : "navbar-button",
  ...extra,
});

const query = (search: string) => parseLeadListQuery(new URLSearchParams(search));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("the leads list of the admin", async () => {
  const services = await createTestServices();
  const base = Date.parse("2026-03-10T12:00:00Z");
  await services.db
    .insert(leads)
    .values(
      Array.from({ length: 45 }, (_, index) => row(index, new Date(base + index * 3600_000))),
    );
  await services.db.insert(leads).values([
    row(100, new Date("2026-03-31T21:30:00Z"), {
      prenom: "Élodie",
      nom: '=HYPERLINK("http://evil")',
      email: "elodie_b@example.fr",
      pageUrl: "https://osteo.example.com/services/sport?utm_source=x",
      utmSource: "newsletter",
      utmCampaign: "printemps",
    }),
    row(101, new Date("2026-03-31T22:30:00Z"), { prenom: "Léa", email: "lea@example.fr" }),
  ]);

  it("shows 20 leads a page, newest first, and clamps a page past the end", async () => {
    const first = await listLeads(services, query(""));
    expect(first.total).toBe(47);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.prenom).toBe("Léa");
    const last = await listLeads(services, query("page=99"));
    expect(last.page).toBe(3);
    expect(last.rows).toHaveLength(7);
  });

  it("searches names and addresses, with _ and % taken literally", async () => {
    expect((await listLeads(services, query("q=élodie"))).rows.map((r) => r.prenom)).toEqual([
      "Élodie",
    ]);
    expect((await listLeads(services, query("q=elodie_b"))).total).toBe(1);
    expect((await listLeads(services, query("q=e_odie"))).total).toBe(0);
    expect((await listLeads(services, query("q=%25"))).total).toBe(0);
    expect((await listLeads(services, query("q=Prénom1 Nom1"))).total).toBe(1);
  });

  it("filters by Paris day and by button", async () => {
    // 22:30 UTC on 31 March is already 1 April in Paris (summer time).
    expect((await listLeads(services, query("du=2026-04-01"))).rows.map((r) => r.prenom)).toEqual([
      "Léa",
    ]);
    expect((await listLeads(services, query("du=2026-03-31&au=2026-03-31"))).total).toBe(1);
    const hero = await listLeads(services, query("bouton=hero-button"));
    expect(hero.rows.every((r) => r.buttonId === "hero-button")).toBe(true);
    expect(await leadButtons(services)).toEqual(["hero-button", "navbar-button"]);
  });

  it("ignores filters it cannot read instead of failing", async () => {
    expect((await listLeads(services, query("du=2026-02-30&bouton=<x>&page=-4"))).total).toBe(47);
  });

  it("exports the filtered list as a CSV a French Excel opens, with formulas neutralised", async () => {
    const bytes = await readAll(leadsCsvStream(services, query("q=élodie")));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Date;Heure;Prénom;Nom;E-mail;Bouton;Page;Source UTM;Support UTM;Campagne UTM;Transfert",
    );
    expect(lines[1]).toBe(
      `31/03/2026;23:30:00;Élodie;"'=HYPERLINK(""http://evil"")";elodie_b@example.fr;hero-button;/services/sport;newsletter;;printemps;`,
    );
    expect(lines[2]).toBe("");
  });

  it("exports more leads than one batch, each once, newest first", async () => {
    const many = Array.from({ length: EXPORT_BATCH_SIZE + 5 }, (_, index) =>
      row(1000 + index, new Date(base - (index + 1) * 60_000), { buttonId: "bulk-button" }),
    );
    await services.db.insert(leads).values(many);
    const text = (await readAll(leadsCsvStream(services, query("bouton=bulk-button"))))
      .toString("utf8")
      .trim();
    const emails = text
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(";")[4]);
    expect(emails).toHaveLength(EXPORT_BATCH_SIZE + 5);
    expect(new Set(emails).size).toBe(EXPORT_BATCH_SIZE + 5);
    expect(emails[0]).toBe("personne1000@example.fr");
  });
});

describe("sending a lead to the webhook again", async () => {
  let status = 500;
  const received: string[] = [];
  const webhook = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push(body);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));
  const { port } = webhook.address() as AddressInfo;
  const services = await createTestServices({
    env: { LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook` },
  });
  const [lead] = await services.db.insert(leads).values(row(1, new Date())).returning();
  if (!lead) throw new Error("no lead");

  it("counts failed tries, then marks the lead sent when the webhook answers", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(forwardState(services, lead)).toEqual({ kind: "pending" });
    expect(await resendLead(services, lead.id)).toBe(false);
    expect(await resendLead(services, lead.id)).toBe(false);
    let [stored] = await services.db.select().from(leads);
    expect(stored && forwardState(services, stored)).toMatchObject({ kind: "failed", attempts: 2 });

    status = 200;
    expect(await resendLead(services, lead.id)).toBe(true);
    [stored] = await services.db.select().from(leads);
    expect(stored && forwardState(services, stored)).toEqual({ kind: "sent" });
    expect(received).toHaveLength(3);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
    expect(await resendLead(services, 999_999)).toBeNull();
  });
});

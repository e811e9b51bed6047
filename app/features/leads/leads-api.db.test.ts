import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { leads } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { leadMessages } from "./lead-rules";
import { handleLeadRequest, LEADS_RATE_LIMIT } from "./leads-api.server";
import { parisDateTime, retryFailedForwards } from "./leads.server";

/** A real HTTP server playing the lead webhook; its answer can be changed per test. */
async function startWebhook() {
  const received: { body: string; contentType: string | undefined }[] = [];
  let status = 200;
  let hang = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        contentType: req.headers["content-type"],
      });
      if (hang) return;
      res.writeHead(status).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    answer(next: number) {
      status = next;
      hang = false;
    },
    hangUp() {
      hang = true;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("leads API", async () => {
  const webhook = await startWebhook();
  afterAll(() => webhook.close());
  let clock = new Date("2026-07-14T21:30:05Z");
  const services = await createTestServices({
    env: { LEAD_WEBHOOK_URL: webhook.url },
    now: () => clock,
  });
  let ipCounter = 0;
  const context = (clientIp = `198.51.100.${++ipCounter}`): AppLoadContext => ({
    services,
    cspNonce: "",
    clientIp,
  });
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("https://osteo.example.com/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });
  const form = { nom: "Durand", prenom: "Claire", email: "claire.durand@example.com" };
  const stored = () => services.db.select().from(leads);

  describe("refuses bad input with a French message and stores nothing", () => {
    const cases: [string, () => Request, number, string | RegExp][] = [
      [
        "a missing last name",
        () => post(JSON.stringify({ prenom: "Claire", email: form.email })),
        400,
        leadMessages.nomRequired,
      ],
      [
        "an empty first name",
        () => post(JSON.stringify({ ...form, prenom: "  " })),
        400,
        leadMessages.prenomRequired,
      ],
      [
        "a missing email",
        () => post(JSON.stringify({ nom: "Durand", prenom: "Claire" })),
        400,
        leadMessages.emailRequired,
      ],
      [
        "a '.co' address",
        () => post(JSON.stringify({ ...form, email: "claire@gmail.co" })),
        400,
        leadMessages.emailEndsWithCo,
      ],
      [
        "a disposable address",
        () => post(JSON.stringify({ ...form, email: "claire@yopmail.com" })),
        400,
        leadMessages.emailInvalid,
      ],
      [
        "an email that is a number",
        () => post(JSON.stringify({ ...form, email: 12 })),
        400,
        leadMessages.emailRequired,
      ],
      [
        "a name that is an object",
        () => post(JSON.stringify({ ...form, nom: { first: "x" } })),
        400,
        leadMessages.nomRequired,
      ],
      [
        "a NUL character in the last name",
        () => post(JSON.stringify({ ...form, nom: "Dur\u0000and" })),
        400,
        leadMessages.nomInvalid,
      ],
      [
        "a lone surrogate in the first name",
        () => post(JSON.stringify({ ...form, prenom: "Claire\ud800" })),
        400,
        leadMessages.prenomInvalid,
      ],
      [
        "a NUL character in an attribution field",
        () => post(JSON.stringify({ ...form, utm_source: "goo\u0000gle" })),
        400,
        /« utm_source » invalide : contient un caractère non autorisé/,
      ],
      [
        "a counter given as text",
        () => post(JSON.stringify({ ...form, landing_page_visits: "beaucoup" })),
        400,
        /« landing_page_visits » invalide/,
      ],
      ["broken JSON", () => post('{"nom": "Durand",'), 400, /JSON valide/],
      ["a JSON string", () => post('"Durand"'), 400, /objet JSON/],
      [
        "a form-encoded body",
        () => post("nom=Durand", { "Content-Type": "application/x-www-form-urlencoded" }),
        415,
        /Type de contenu/,
      ],
      [
        "a multipart body",
        () => post("--x--", { "Content-Type": "multipart/form-data; boundary=x" }),
        415,
        /Type de contenu/,
      ],
      [
        "a huge body",
        () => post(JSON.stringify({ ...form, utm_source: "x".repeat(10_000) })),
        413,
        /trop volumineuse/,
      ],
      [
        "a post from another site",
        () => post(JSON.stringify(form), { Origin: "https://spam.example.net" }),
        403,
        /ne provient pas de ce site/,
      ],
    ];
    it.each(cases)("%s", async (_case, request, status, message) => {
      const response = await handleLeadRequest(request(), context());
      expect(response.status).toBe(status);
      const { error } = (await response.json()) as { error: string };
      if (typeof message === "string") expect(error).toBe(message);
      else expect(error).toMatch(message);
      expect(await stored()).toHaveLength(0);
    });
  });

  it("stores a lead with its date and time in Paris, answers at once, then forwards every field to the webhook", async () => {
    const response = await handleLeadRequest(
      post(
        JSON.stringify({
          ...form,
          nom: "  Durand ",
          utm_source: "google",
          utm_campaign: "dos",
          previous_lead_id: "7",
          landing_page_visits: 3,
          contact_form_interactions: 2,
          custom_user_id: "abc123",
          previous_contact_timestamp: "2026-07-01T08:00:00.000Z",
        }),
        { Origin: "https://osteo.example.com" },
      ),
      context(),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await services.db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(id)));
    // 21:30:05 UTC in July is 23:30:05 in Paris (summer time).
    expect(row).toMatchObject({
      nom: "Durand",
      date: "14/07/2026",
      heure: "23:30:05",
      utmSource: "google",
    });

    await vi.waitFor(async () => {
      const [forwarded] = await services.db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(id)));
      expect(forwarded?.forwardedAt).not.toBeNull();
    });
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]?.contentType).toBe("application/json");
    expect(JSON.parse(webhook.received[0]?.body ?? "")).toEqual({
      nom: "Durand",
      prenom: "Claire",
      email: "claire.durand@example.com",
      date: "14/07/2026",
      heure: "23:30:05",
      timestamp: "2026-07-14T21:30:05.000Z",
      utm_source: "google",
      utm_medium: null,
      utm_campaign: "dos",
      utm_id: null,
      previous_lead_id: "7",
      landing_page_visits: 3,
      contact_form_interactions: 2,
      custom_user_id: "abc123",
      previous_contact_timestamp: "2026-07-01T08:00:00.000Z",
    });
  });

  it("accepts a lead sent as text/plain (sendBeacon)", async () => {
    const response = await handleLeadRequest(
      post(JSON.stringify({ ...form, email: "beacon@example.fr" }), {
        "Content-Type": "text/plain;charset=UTF-8",
      }),
      context(),
    );
    expect(response.status).toBe(201);
  });

  it("keeps the lead and notes the failure when the webhook refuses it, then the retry job forwards it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    webhook.answer(503);
    const response = await handleLeadRequest(
      post(JSON.stringify({ ...form, email: "retry@example.org" })),
      context(),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(async () => {
      const [row] = await services.db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(id)));
      expect(row?.forwardError).toBe("le webhook a répondu 503");
    });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("transfert vers LEAD_WEBHOOK_URL en échec"),
    );

    webhook.answer(200);
    clock = new Date(clock.getTime() + 5 * 60_000);
    const result = await retryFailedForwards(services);
    expect(result.forwarded).toBeGreaterThanOrEqual(1);
    const [row] = await services.db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(id)));
    expect(row?.forwardedAt).not.toBeNull();
    expect(row?.forwardError).toBeNull();
    errors.mockRestore();
  });

  it("gives up on a webhook that does not answer within 5 s, keeping the lead", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    webhook.hangUp();
    const started = Date.now();
    const response = await handleLeadRequest(
      post(JSON.stringify({ ...form, email: "slow@example.net" })),
      context(),
    );
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(4_000);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(
      async () => {
        const [row] = await services.db
          .select()
          .from(leads)
          .where(eq(leads.id, Number(id)));
        expect(row?.forwardError).toBe("pas de réponse du webhook en 5 s");
      },
      { timeout: 9_000, interval: 200 },
    );
    webhook.answer(200);
    errors.mockRestore();
  });

  it("answers 429 with Retry-After once a client has sent too many leads", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < LEADS_RATE_LIMIT.limit; i++) {
      await handleLeadRequest(post(JSON.stringify({ nom: "" })), context(ip));
    }
    const before = (await stored()).length;
    const blocked = await handleLeadRequest(post(JSON.stringify(form)), context(ip));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBe(LEADS_RATE_LIMIT.windowMs / 1000);
    expect(((await blocked.json()) as { error: string }).error).toBe(
      `Trop de requêtes. Veuillez réessayer dans ${LEADS_RATE_LIMIT.windowMs / 1000} secondes.`,
    );
    expect(await stored()).toHaveLength(before);
  });

  it("counts an IPv6 client by its /64, whatever address it picks inside", async () => {
    for (let i = 0; i < LEADS_RATE_LIMIT.limit; i++) {
      const address = `2001:db8:42:7:${(i + 1).toString(16)}::${i + 1}`;
      await handleLeadRequest(post(JSON.stringify({ nom: "" })), context(address));
    }
    const sameNetwork = await handleLeadRequest(
      post(JSON.stringify(form)),
      context("2001:db8:42:7:ffff:ffff:ffff:fffe"),
    );
    expect(sameNetwork.status).toBe(429);
    // Another /64 is another client: checked, not refused (an empty form, so nothing is forwarded).
    const nextNetwork = await handleLeadRequest(
      post(JSON.stringify({ nom: "" })),
      context("2001:db8:42:8::1"),
    );
    expect(nextNetwork.status).toBe(400);
  });
});

describe("Paris date and time of a lead", () => {
  it.each([
    ["summer time (UTC+2)", "2026-07-14T21:30:05Z", "14/07/2026", "23:30:05"],
    ["winter time, across midnight (UTC+1)", "2026-01-10T23:30:00Z", "11/01/2026", "00:30:00"],
    ["the night clocks go forward", "2026-03-29T01:15:00Z", "29/03/2026", "03:15:00"],
  ])("%s", (_case, instant, date, heure) => {
    expect(parisDateTime(new Date(instant))).toEqual({ date, heure });
  });
});

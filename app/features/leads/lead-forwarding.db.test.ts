import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import { createLead, forwardLead } from "./leads.server";

/** A real HTTP server playing the lead webhook. */
const received: string[] = [];
const webhook = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    received.push(body);
    res.writeHead(200).end("ok");
  });
});
await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));
const { port } = webhook.address() as AddressInfo;

const services = await createTestServices({
  env: { LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook` },
});

describe("forwarding a lead to the webhook", () => {
  it("neutralises values a spreadsheet would run as formulas, and keeps the stored lead as typed", async () => {
    const lead = await createLead(services, {
      nom: '=HYPERLINK("https://evil.example";"Cliquez")',
      prenom: "@Claire",
      email: "claire.durand@example.com",
      utm_campaign: "+dos",
      utm_source: "-google",
      utm_medium: "\u00a0\u200b＝1+1",
      landing_page_visits: 3,
    });
    expect(await forwardLead(services, lead)).toBe(true);
    const payload = JSON.parse(received.at(-1) ?? "{}") as Record<string, unknown>;
    expect(payload).toMatchObject({
      nom: `'=HYPERLINK("https://evil.example";"Cliquez")`,
      prenom: "'@Claire",
      email: "claire.durand@example.com",
      utm_campaign: "'+dos",
      utm_source: "'-google",
      utm_medium: "'\u00a0\u200b＝1+1",
      landing_page_visits: 3,
    });
    expect(lead.nom).toBe('=HYPERLINK("https://evil.example";"Cliquez")');
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { savePracticeSettings } from "~/features/practice/practice-settings.server";
import { parseEnv } from "~/server/env.server";
import { startSmtpInbox } from "../../tests/support/smtp-inbox";
import { createTestServices } from "../../tests/support/test-services";
import { sendMail } from "./mail.server";

const inbox = await startSmtpInbox();
afterAll(inbox.close);
const base = await createTestServices({ now: () => new Date("2026-03-02T09:00:00Z") });

describe("sendMail through SMTP", () => {
  const received = inbox.mails;
  const port = inbox.port;

  const services = (env: Record<string, string>) => ({
    ...base,
    env: parseEnv({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}`, ...env }),
  });

  it("delivers a text and HTML message from MAIL_FROM", async () => {
    const result = await sendMail(services({ MAIL_FROM: "Cabinet <cabinet@example.com>" }), {
      to: "praticien@example.com",
      subject: "Maintenance des sitemaps",
      text: "Tout va bien.",
      html: "<p>Tout va bien.</p>",
    });
    expect(result.delivery).toBe("smtp");
    const mail = received.at(-1);
    expect(mail?.from).toBe("cabinet@example.com");
    expect(mail?.to).toEqual(["praticien@example.com"]);
    expect(mail?.raw).toContain("Subject: Maintenance des sitemaps");
    expect(mail?.raw).toContain("Content-Type: text/plain");
    expect(mail?.raw).toContain("Content-Type: text/html");
  });

  it("uses the practice's address as sender when MAIL_FROM is unset", async () => {
    await sendMail(services({}), { to: "praticien@example.com", subject: "Test", text: "Bonjour" });
    expect(received.at(-1)?.from).toBe(defaultPracticeSettings.contact.email);
    expect(received.at(-1)?.raw).toContain(
      "From: =?UTF-8?Q?Julien_Mercier_Ost=C3=A9opathe?= <cabinet@example.com>",
    );
  });

  it("follows the contact address set in the admin", async () => {
    const saved = await savePracticeSettings(
      base,
      "contact",
      { ...defaultPracticeSettings.contact, email: "accueil@cabinet-exemple.fr" },
      null,
    );
    expect(saved.ok).toBe(true);
    await sendMail(services({}), { to: "praticien@example.com", subject: "Test", text: "Bonjour" });
    expect(received.at(-1)?.from).toBe("accueil@cabinet-exemple.fr");
  });

  it("signs with the practice's name set in its identity", async () => {
    const saved = await savePracticeSettings(
      base,
      "identity",
      { ...defaultPracticeSettings.identity, practiceName: "Cabinet des Alpes" },
      null,
    );
    expect(saved.ok).toBe(true);
    await sendMail(services({}), { to: "praticien@example.com", subject: "Test", text: "Bonjour" });
    expect(received.at(-1)?.raw).toMatch(
      /^From: "?Cabinet des Alpes"? <accueil@cabinet-exemple\.fr>/m,
    );
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { startSmtpInbox } from "../../tests/support/smtp-inbox";
import { DEFAULT_MAIL_FROM, sendMail } from "./mail.server";

const inbox = await startSmtpInbox();
afterAll(inbox.close);

describe("sendMail through SMTP", () => {
  const received = inbox.mails;
  const port = inbox.port;

  const services = (env: Record<string, string>) => ({
    env: parseEnv({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}`, ...env }),
    now: () => new Date("2026-03-02T09:00:00Z"),
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
    expect(DEFAULT_MAIL_FROM).toMatch(/<.+@.+>$/);
    expect(received.at(-1)?.from).toBe(DEFAULT_MAIL_FROM.match(/<(.+)>/)?.[1]);
  });
});

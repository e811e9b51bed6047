/**
 * Outgoing e-mail. With SMTP_URL, messages go out through that server
 * (nodemailer). Without it, each message is written as an .eml file to
 * DATA_DIR/outbox and its links are logged, so a fresh install can still
 * reset a password.
 *
 * Usage, from any server feature:
 *   await sendMail(services, { to, subject, text, html });
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { AppServices } from "~/server/context.server";
import { projectRoot } from "~/server/project-root.server";

interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body; always sent, read by text-only clients. */
  text: string;
  html?: string;
  /** Printed in the log when the message goes to the outbox (a sign-in code must reach the operator). */
  outboxLogLine?: string;
}

type MailResult = { delivery: "smtp"; messageId: string } | { delivery: "outbox"; file: string };

/** The sender: MAIL_FROM, else the practice's name and its contact address (a setting). */
async function sender(services: AppServices) {
  if (services.env.MAIL_FROM) return services.env.MAIL_FROM;
  return services.practiceSettings.mailSender(services);
}

/** Loaded on the first message: a server that sends none keeps its 1.6 MB of heap. */
const loadNodemailer = () => import("nodemailer").then((module) => module.default);

const smtpTransports = new Map<string, Transporter>();

async function smtpTransport(url: string): Promise<Transporter> {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = (await loadNodemailer()).createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** Where unsent messages are written when no SMTP server is configured. */
export function outboxDir(services: Pick<AppServices, "env">): string {
  return path.join(path.resolve(projectRoot, services.env.DATA_DIR), "outbox");
}

export async function sendMail(services: AppServices, message: MailMessage): Promise<MailResult> {
  const { env } = services;
  const mail = {
    from: await sender(services),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date: services.now(),
  };

  if (env.SMTP_URL) {
    const info = await (await smtpTransport(env.SMTP_URL)).sendMail(mail);
    return { delivery: "smtp", messageId: info.messageId };
  }

  const built = await (
    await loadNodemailer()
  )
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(mail);
  const dir = outboxDir(services);
  fs.mkdirSync(dir, { recursive: true });
  const stamp = services.now().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
  // buffer: true makes nodemailer hand back the whole message as a Buffer.
  if (!Buffer.isBuffer(built.message))
    throw new Error("nodemailer did not return a buffered message");
  fs.writeFileSync(file, built.message);
  console.log(
    `E-mail « ${message.subject} » pour ${message.to} écrit dans ${file} (SMTP_URL non configuré).`,
  );
  for (const link of linksIn(message.text)) console.log(`  Lien : ${link}`);
  if (message.outboxLogLine) console.log(`  ${message.outboxLogLine}`);
  return { delivery: "outbox", file };
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

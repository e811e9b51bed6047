import type { Records } from "./stand-ins";
import { e2ePorts } from "./ports";

const base = () => `http://127.0.0.1:${e2ePorts().standIns}/records`;

/** What the stand-in services (SMTP, webhook, IndexNow, calendar) received. */
export async function readRecords(): Promise<Records> {
  const response = await fetch(base());
  return (await response.json()) as Records;
}

export async function clearRecords(): Promise<void> {
  await fetch(base(), { method: "DELETE" });
}

/** Quoted-printable soft line breaks and escapes removed, as a mail client shows it. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

import type { Env } from "~/server/env.server";
import type { Database } from "~/server/db/database.server";

/**
 * The services every loader, action and job receives. Built once per process
 * by `openServices` (composition.server.ts; per test file in tests), never
 * imported as a global.
 */
export interface AppServices {
  env: Env;
  db: Database;
  /** Current time; tests inject a fixed clock. */
  now: () => Date;
  /** The practice's settings as the server's infrastructure needs them. */
  practiceSettings: PracticeSettingsPort;
}

/**
 * What headers, the page cache and mail read of the practice's settings.
 * The practice feature provides it (`openServices` passes it in): no
 * module of `app/server/` but the composition root (composition.server.ts)
 * imports a feature (checked by scripts/structure.test.ts). Each read takes the services it
 * runs with, so a copy with another clock reads at that clock's time.
 */
export interface PracticeSettingsPort {
  /** The booking calendar's address, framed by the pages (their CSP names its origin). */
  bookingUrl(services: AppServices): Promise<string>;
  /** The sender of the e-mails when MAIL_FROM is unset: the practice's name and contact e-mail. */
  mailSender(services: AppServices): Promise<{ name: string; address: string }>;
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** Per-request nonce of the content security policy. */
    cspNonce: string;
    /** The client's address as Express saw it (X-Forwarded-For only with TRUST_PROXY). */
    clientIp: string;
  }
}

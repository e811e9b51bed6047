import type { Env } from "~/server/env.server";
import type { Database } from "~/server/db/database.server";

/**
 * The services every loader, action and job receives. Built once per process
 * by `openServices` (services.server.ts; per test file in tests), never
 * imported as a global.
 */
export interface AppServices {
  env: Env;
  db: Database;
  /** Current time; tests inject a fixed clock. */
  now: () => Date;
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

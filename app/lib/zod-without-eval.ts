/**
 * "zod" as the app imports it (vite.config.ts aliases it here). Zod compiles
 * parsers with `new Function` unless told not to, and our content security
 * policy forbids eval: configure it before any schema is created.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";

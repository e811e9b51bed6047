/**
 * "zod/mini" as the app imports it (vite.config.ts aliases it here): like
 * zod-without-eval.ts, configured before any schema exists, because our
 * content security policy forbids the `new Function` of zod's fast path.
 */
import { config } from "zod/v4/mini";

config({ jitless: true });

export * from "zod/v4/mini";

/**
 * Starts what an end-to-end run talks to: a real SMTP server and small HTTP
 * stand-ins for the services outside our control, then the app itself from a
 * production build on a fresh data folder. Tests read what the stand-ins
 * received through `standIns.url("/records/...")` (see stand-ins.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN, e2ePorts } from "./ports";
import { startCommand } from "../../../scripts/support/start-command";
import { startStandIns } from "./stand-ins";

const ports = e2ePorts();
const standIns = await startStandIns(ports);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-e2e-"));
const standInUrl = `http://127.0.0.1:${ports.standIns}`;

// As deployed: `npm start`'s command (plain Node on the compiled server, built first when stale).
const start = startCommand();
const app = spawn(start.command, start.args, {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(ports.app),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${ports.app}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: "Cabinet <cabinet@example.com>",
    BOOKING_URL: `${standInUrl}/calendar`,
    LEAD_WEBHOOK_URL: `${standInUrl}/webhook`,
    INDEXNOW_ENDPOINT: `${standInUrl}/indexnow`,
    INDEXNOW_KEY: "e2e0000000000000key",
    // The appointment page's heartbeat (30 s in production), short enough to observe.
    HEARTBEAT_INTERVAL_MS: "1000",
    // The article editor's autosave (30 s in production), short enough to observe.
    AUTOSAVE_INTERVAL_MS: "1500",
    // Tests may set X-Forwarded-For to act as distinct visitors (rate limits are per client).
    TRUST_PROXY: "true",
  },
});

const stop = async () => {
  app.kill("SIGTERM");
  await standIns.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
app.on("exit", (code) => {
  console.error(`app exited with code ${code}`);
  void standIns.close().then(() => process.exit(code ?? 1));
});
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

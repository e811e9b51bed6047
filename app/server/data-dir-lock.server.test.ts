import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-lock-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let counter = 0;
const freshDir = () => path.join(root, `data-${++counter}`);

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A real Node process holding the lock of `dataDir`, once it says so. */
async function holder(dataDir: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("tests/support/hold-data-dir-lock.ts"), dataDir],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().startsWith("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe("the data folder's lock", () => {
  it("refuses a second process while the first one runs, naming it", async () => {
    const dataDir = freshDir();
    const first = await holder(dataDir);
    const attempt = lockDataDir(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`processus ${first.pid} sur ${os.hostname()}`);
  });

  it("is taken over at once after its owner was killed with SIGKILL", async () => {
    const dataDir = freshDir();
    const crashed = await holder(dataDir);
    const exited = new Promise((resolve) => crashed.on("exit", resolve));
    crashed.kill("SIGKILL");
    await exited;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const release = await lockDataDir(dataDir);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`processus ${crashed.pid}`));
    warn.mockRestore();
    // Ours now: another process is refused, and a release frees it for the next one.
    const other = holder(dataDir);
    await expect(other).rejects.toThrow("lock holder exited with 1");
    await release();
    await holder(dataDir);
  });

  it("stays held past its refresh period", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const release = await lockDataDir(freshDir());
    // proper-lockfile refreshes the lock every 5 s and gives it up if someone touched it.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
    await release();
  });

  it("keeps refusing when the recorded owner is on another machine", async () => {
    const dataDir = freshDir();
    fs.mkdirSync(dataDir);
    const lockPath = `${fs.realpathSync(dataDir)}.lock`;
    fs.mkdirSync(lockPath);
    fs.writeFileSync(
      path.join(lockPath, "owner.json"),
      JSON.stringify({ pid: 999_999, hostname: "autre-serveur" }),
    );
    await expect(lockDataDir(dataDir)).rejects.toThrow("processus 999999 sur autre-serveur");
  });
});

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-db-memory-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Megabytes the embedded database holds in a process of its own that opens `dataDir`. */
function megabytesHeldOpening(dataDir: string): number {
  const output = execFileSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.resolve("tests/support/database-memory.ts"), dataDir],
    { encoding: "utf8" },
  );
  return Number(output.trim());
}

describe("the embedded database", () => {
  it("holds no more memory on the first start, which creates it, than on later ones", () => {
    const dataDir = path.join(root, "pglite");
    const first = megabytesHeldOpening(dataDir);
    const later = megabytesHeldOpening(dataDir);
    expect(later).toBeGreaterThan(50);
    expect(first).toBeLessThan(later * 1.2);
  }, 60_000);
});

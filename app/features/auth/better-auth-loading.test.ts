/**
 * Better Auth is loaded with the first request that needs it, never at
 * start (docs/decisions/0016-small-server.md, "Memory, second pass"): only
 * better-auth.server.ts imports it, and that module is itself only ever
 * imported on demand.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/gm;
const BETTER_AUTH = /^(?:better-auth(?:\/.*)?|@better-auth\/passkey)$/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(STATIC_IMPORT)]
    .filter((match) => !/^\s*(?:import|export)\s+type\s/.test(match[0]))
    .map((match) => match[1] ?? "");
}

describe("loading Better Auth", () => {
  it("is imported by better-auth.server.ts alone, and that module only on demand", () => {
    const importers = sourceFiles(APP).flatMap((file) =>
      staticImports(file).some(
        (name) => BETTER_AUTH.test(name) || /(?:^|\/)better-auth\.server$/.test(name),
      )
        ? [path.relative(APP, file)]
        : [],
    );
    expect(importers).toEqual([path.join("features", "auth", "better-auth.server.ts")]);
  });
});

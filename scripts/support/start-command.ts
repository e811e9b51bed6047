import fs from "node:fs";
import path from "node:path";

/**
 * The command `npm start` runs (package.json), for `spawn` without npm in
 * between: npm does not pass SIGTERM on to the server it started.
 */
export function startCommand(): { command: string; args: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const [program = "node", ...args] = manifest.scripts.start.split(" ");
  return { command: program === "node" ? process.execPath : program, args };
}

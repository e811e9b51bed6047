/**
 * `npm start`: builds the site when the build is missing or older than the
 * sources, then runs the compiled server (build/server/main.js, made from
 * server.ts) in this process: plain Node, no TypeScript loader. Plain
 * JavaScript itself, since it runs before anything is compiled. With
 * PROCESSES above 1 the server processes run this file too; they skip the check.
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Libraries (React, Express) pick their development code paths without it.
process.env.NODE_ENV ??= "production";
const main = path.resolve(process.env.BUILD_DIR ?? "build", "server", "main.js");

/** A build is stale when a source file changed after it was made. */
function buildIsStale() {
  if (!fs.existsSync(main)) return true;
  const builtAt = fs.statSync(main).mtimeMs;
  const newer = (entry) => {
    if (!fs.existsSync(entry)) return false;
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt;
    return fs.readdirSync(entry).some((name) => newer(path.join(entry, name)));
  };
  return ["app", "public", "drizzle", "server.ts", "package.json", "vite.config.ts"].some(newer);
}

if (cluster.isPrimary && buildIsStale()) {
  console.log("Construction du site (première fois ou sources modifiées)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("La construction a échoué.");
    process.exit(1);
  }
}

await import(pathToFileURL(main).href);

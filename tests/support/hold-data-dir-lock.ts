/**
 * A process that locks the data folder given as argument, says "locked" and
 * waits: the lock tests kill it (SIGKILL) to play a server that crashed.
 */
import { lockDataDir } from "../../app/server/data-dir-lock.server";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-data-dir-lock.ts <dataDir>");
await lockDataDir(dataDir);
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => undefined, 60_000);

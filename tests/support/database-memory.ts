/**
 * Opens the embedded database in the folder given as argument (creating it
 * when empty), as a server start does, and prints the megabytes it holds
 * outside the JavaScript heap (PGlite's WebAssembly memory) once collected.
 */
import { openDatabase } from "../../app/server/db/database.server";

const dataDir = process.argv[2];
if (!dataDir || typeof globalThis.gc !== "function") {
  throw new Error("usage: node --expose-gc --import tsx database-memory.ts <dataDir>");
}
const handle = await openDatabase({ kind: "pglite", dataDir });
// A closed instance is released once the tasks it left behind have run.
await new Promise((resolve) => setTimeout(resolve, 200));
globalThis.gc();
process.stdout.write(`${Math.round(process.memoryUsage().external / 2 ** 20)}\n`);
await handle.close();

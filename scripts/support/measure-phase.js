/**
 * `node measure-phase.js RESULT NICE COMMAND [ARGS…]`: runs COMMAND (at
 * scheduling priority NICE, 0 for the default) and writes to RESULT, as
 * JSON, its exit status, its wall time and the CPU time of COMMAND and of
 * every process under it. The test runner runs its phases side by side:
 * only a process of its own per phase can say what each one cost.
 * Plain JavaScript, so that measuring adds no TypeScript loader.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const [result, nice, command, ...args] = process.argv.slice(2);
if (!result || !nice || !command) {
  console.error("usage: node measure-phase.js RESULT NICE COMMAND [ARGS…]");
  process.exit(2);
}

/** CPU seconds of the finished child processes (Linux: cutime + cstime); null elsewhere. */
function childrenCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // In clock ticks, 100 a second on Linux.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

// Inherited by COMMAND and everything it starts.
if (Number(nice) !== 0) os.setPriority(Number(nice));
const started = Date.now();
const { status, signal } = spawnSync(command, args, { stdio: "inherit" });
fs.writeFileSync(
  result,
  JSON.stringify({
    status: status ?? 1,
    signal,
    seconds: (Date.now() - started) / 1000,
    cpuSeconds: childrenCpuSeconds(),
  }),
);
process.exit(status ?? 1);

/**
 * `npm run bench`: requests per second and p99 latency of the home page and a
 * service page under 50 concurrent connections (autocannon), against a
 * production build on a fresh database.
 */
import autocannon from "autocannon";
import { measuredPages, serveProduction } from "./support/serve-production";

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const server = await serveProduction(PORT);
try {
  const rows: string[] = [];
  for (const [name, pagePath] of Object.entries({
    home: measuredPages.home,
    service: measuredPages.service,
  })) {
    // Warm-up, then the measured run.
    await autocannon({ url: server.url + pagePath, connections: 10, duration: 2 });
    const result = await autocannon({
      url: server.url + pagePath,
      connections: 50,
      duration: DURATION_S,
    });
    const errors = result.errors + result.non2xx;
    rows.push(
      `${name.padEnd(8)} ${pagePath.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${errors}`,
    );
  }
  console.log("\nPage     Path                      req/s   latency          errors");
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
}

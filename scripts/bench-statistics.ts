/**
 * `npm run bench:statistics`: how long the 90-day statistics page's SQL takes
 * on PGlite with a large data set: 100,000 tracking events (plus 30,000
 * appointment-page sessions and 10,000 leads) over two years, and 25 months
 * of page-view counters adding up to more than 1 million page views. The
 * data is made in SQL (generate_series) in a throwaway folder, removed after.
 * Goal: the median of the runs under 300 ms (docs/decisions/0012-insights-and-privacy-requests.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/server/db/database.server";
import { parseEnv } from "~/server/env.server";
import { parisIsoDate } from "~/lib/paris-date";
import { resolvePeriod } from "~/features/statistics/period";
import { loadStatistics } from "~/features/statistics/statistics.server";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-bench-statistics-"));

const elapsed = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

try {
  const handle = await openDatabase({ kind: "pglite", dataDir: folder });
  const services = {
    env: parseEnv({ NODE_ENV: "production", DATA_DIR: folder }),
    db: handle.db,
    now: () => new Date(),
  };
  const seeding = process.hrtime.bigint();
  // 760 days × 40 pages × 8 referring sites, 1 to 10 views each: about 1.3 million views.
  await handle.db.execute(sql`
    insert into audience_page_views (day, path, referrer_host, views, site_visitors, page_visitors, referrer_visitors)
    select current_date - d, '/page-' || p, case when r = 0 then '' else 'site-' || r || '.example' end,
           1 + (d * 7 + p * 3 + r) % 10, (d + p + r) % 4, (d + p) % 5, case when r = 0 then 0 else 1 end
    from generate_series(0, 759) d, generate_series(1, 40) p, generate_series(0, 7) r`);
  await handle.db.execute(sql`
    insert into tracking_events (session_id, event, button_id, page_url, data, created_at)
    select 'session-' || (i % 30000), case when i % 4 = 0 then 'heartbeat' else 'click' end,
           'button-' || (i % 8), 'https://osteo.example.com/page-' || (i % 20) || '?utm_source=x',
           jsonb_build_object('utmSource', 'source-' || (i % 5), 'utmCampaign', 'campagne-' || (i % 3)),
           now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second'
    from generate_series(1, 100000) i`);
  await handle.db.execute(sql`
    insert into appointment_tracking (session_id, button_id, page_url, utm_source, utm_campaign,
                                      completed, exit_type, duration_seconds, created_at)
    select 'session-' || i, 'button-' || (i % 8), 'https://osteo.example.com/page-' || (i % 20),
           'source-' || (i % 5), 'campagne-' || (i % 3), i % 3 = 0,
           case when i % 3 = 0 then 'completed' when i % 3 = 1 then 'page_close' end,
           30 + i % 600, now() - (i % 730) * interval '1 day'
    from generate_series(0, 29999) i`);
  await handle.db.execute(sql`
    insert into leads (nom, prenom, email, date, heure, timestamp, utm_source, utm_campaign,
                       session_id, button_id, created_at)
    select 'Nom' || i, 'Prénom' || i, 'personne' || i || '@example.fr', '', '', now(),
           'source-' || (i % 5), 'campagne-' || (i % 3), 'session-' || (i * 3), 'button-' || (i % 8),
           now() - (i % 730) * interval '1 day'
    from generate_series(1, 10000) i`);
  await handle.db.execute(sql`analyze`);
  console.log(`Données créées en ${(elapsed(seeding) / 1000).toFixed(1)} s.`);

  const { period } = resolvePeriod(new URLSearchParams("periode=90"), parisIsoDate(new Date()));
  // A first run warms PGlite's caches, as the page's first visit would.
  await loadStatistics(services, period);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    await loadStatistics(services, period);
    times.push(elapsed(start));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `Statistiques sur 90 jours (PGlite) : médiane ${median.toFixed(0)} ms sur ${RUNS} mesures ` +
      `(de ${times[0]?.toFixed(0)} à ${times[times.length - 1]?.toFixed(0)} ms).`,
  );
  await handle.close();
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}

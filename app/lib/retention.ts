/**
 * Data retention of the privacy policy: what the site collects about a
 * visitor (leads, tracking) is kept 3 years after the last interaction. One
 * rule for every feature that stores such data; each purges its own tables.
 */
const RETENTION_YEARS = 3;

/** The instant before which such data is deleted. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

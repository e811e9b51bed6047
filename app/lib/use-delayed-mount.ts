import { useEffect, useState } from "react";

/**
 * True once `delayMs` have passed after hydration. Used to mount what is
 * costly or only interactive (map, floating buttons) after the page's text,
 * which is always server-rendered (progressive loading; see
 * docs/decisions/0004-progressive-loading.md).
 */
export function useDelayedMount(delayMs: number): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setMounted(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return mounted;
}

/** Lazy section delays. */
export const SECTION_DELAYS = { services: 300, aboutAndTestimonials: 800, rest: 1500 } as const;

/**
 * Whether a request comes from this site. A state-changing request whose
 * Origin is another site's is refused wherever it can arrive (the server's
 * front, the admin's guard, the anonymous JSON endpoints), with one message.
 */
export const foreignOriginMessage = "Requête refusée : elle ne provient pas de ce site.";

/** The origin of an address, or null when it is none. */
export function originOf(url: string | null | undefined): string | null {
  return url && URL.canParse(url) ? new URL(url).origin : null;
}

/** Whether `origin` is this site's: its public address (PUBLIC_URL) or the address the request reached. */
export function isSiteOrigin(origin: string, reachedUrl: string, publicUrl: string): boolean {
  return origin === originOf(publicUrl) || origin === originOf(reachedUrl);
}

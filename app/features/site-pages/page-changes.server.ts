/**
 * After a publication: the changed address goes to IndexNow in the
 * background (the practitioner never waits for a search engine). The page
 * cache, sitemaps and structured data follow the content version already.
 */
import { submitToIndexNow } from "~/features/sitemaps/indexnow.server";
import type { AppServices } from "~/server/context.server";

export function announcePageChange(
  services: Pick<AppServices, "db" | "env" | "now">,
  path: string,
): void {
  const url = `${services.env.PUBLIC_URL}${path}`;
  void submitToIndexNow(services, [url])
    .then((outcome) => {
      if (outcome.kind === "failed")
        console.warn(`IndexNow : soumission de ${url} en échec : ${outcome.error}`);
    })
    .catch((error: unknown) =>
      console.error("IndexNow : soumission en arrière-plan impossible", error),
    );
}

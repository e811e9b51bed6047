import { PencilLine } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/page-preview";
import { buttonClasses } from "~/components/ui/button";
import { PreviewBand } from "~/components/preview-band";
import { pageTitle, practiceFrom } from "~/features/practice/practice-view";
import { privatePageHeaders } from "~/features/admin-shell/private-page";
import { AboutPage } from "~/features/site-pages/about-page";
import { ContactPage } from "~/features/site-pages/contact-page";
import { HomePage } from "~/features/site-pages/home-page";
import { LegalPage } from "~/features/site-pages/legal-page";
import { SessionPage } from "~/features/site-pages/session-page";
import { loadPublicPage, pageContent } from "~/features/pages/page-content.server";
import { requirePageOfAddress } from "~/features/site-pages/admin-page-route.server";
import { ServicesIndexPage } from "~/features/site-pages/services-index-page";
import { pageMessages as messages, type PageDocuments } from "~/features/pages/page-schemas";
import { SERVICE_PAGE_PREFIX, type ServiceDocument } from "~/features/services/service-page-type";
import { readPageForEditing } from "~/features/pages/pages.server";
import { ServicePage } from "~/features/site-pages/service-page";
import { FreePage } from "~/features/site-pages/free-page";
import { FREE_PAGE_PREFIX, type FreePageDocument } from "~/features/free-pages/free-page-schema";
import { applyMediaRendering, readMediaRendering } from "~/features/media/media-rendering.server";

type Preview = (
  | {
      [K in keyof PageDocuments]: { pageKey: K; page: PageDocuments[K] };
    }[keyof PageDocuments]
  | { pageKey: `service-${string}`; page: ServiceDocument }
  | { pageKey: `libre/${string}`; page: FreePageDocument }
) & {
  label: string;
  /** The published contact texts, which the home page shows too. */
  contact: PageDocuments["contact"];
};

/**
 * The editor's 'Aperçu': /admin/pages/{page}/apercu, the page with its draft
 * as visitors will see it once published, in the public layout, under a band.
 * Signed in only, never cached nor indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const {
    key,
    page: ref,
    label,
  } = await requirePageOfAddress(request, params, context.services, {
    headers: privatePageHeaders,
  });
  const [{ document }, media] = await Promise.all([
    readPageForEditing<unknown>(context.services, ref),
    readMediaRendering(context.services),
  ]);
  const [page, contact] = await Promise.all([
    // The library's alternative texts and replaced files, as the published page will show them.
    pageContent(context.services, ref.type.fieldsOf(ref.key), applyMediaRendering(document, media)),
    loadPublicPage(context.services, "contact"),
  ]);
  return data({ pageKey: key, page, label, contact } as Preview, {
    headers: privatePageHeaders,
  });
}

export const headers = () => privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      practiceFrom(matches).identity,
      `Aperçu : ${loaderData ? loaderData.label : "page"}`,
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

function PageView(preview: Preview) {
  if (preview.pageKey.startsWith(FREE_PAGE_PREFIX)) {
    const { page } = preview as { page: FreePageDocument };
    return <FreePage id={preview.pageKey.slice(FREE_PAGE_PREFIX.length)} page={page} />;
  }
  if (preview.pageKey.startsWith(SERVICE_PAGE_PREFIX)) {
    const { page } = preview as { page: ServiceDocument };
    return <ServicePage id={preview.pageKey.slice(SERVICE_PAGE_PREFIX.length)} page={page} />;
  }
  switch (preview.pageKey) {
    case "home":
      return <HomePage page={preview.page} contact={preview.contact} />;
    case "about":
      return <AboutPage page={preview.page} />;
    case "session":
      return <SessionPage page={preview.page} />;
    case "services":
      return <ServicesIndexPage page={preview.page} />;
    case "contact":
      return <ContactPage page={preview.page} />;
    case "legal-notice":
    case "privacy-policy":
      return <LegalPage page={preview.page} />;
  }
}

export default function AdminPagePreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBand>
        <p className="flex-1 font-semibold" data-testid="preview-band">
          {messages.previewBand}
        </p>
        <Link
          to={`/admin/pages/${loaderData.pageKey}`}
          className={buttonClasses("secondary", "sm")}
        >
          <PencilLine className="size-4" aria-hidden />
          Retour à l'éditeur
        </Link>
      </PreviewBand>
      <PageView {...loaderData} />
    </>
  );
}

import type { Route } from "./+types/session";
import { sessionPage } from "~/content/session-steps";
import { SessionPage } from "~/features/site-pages/session-page";
import { loadPublicPage } from "~/features/pages/page-content.server";
import { Island } from "~/lib/island";
import { PageViewEvent } from "~/lib/page-view";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

const PATH = "/seance-type";

export function loader({ context }: Route.LoaderArgs) {
  return loadPublicPage(context.services, "session");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData?.seoTitle ?? sessionPage.title,
    description: loaderData?.seoDescription,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
    practice: practiceFrom(matches),
  });

export default function TypicalSession({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* A page view (title Séance Type, path /seance-type). */}
      <Island
        name="page-view"
        of={PageViewEvent}
        props={{ title: sessionPage.analyticsTitle, path: PATH }}
      />
      <SessionPage page={loaderData} />
    </>
  );
}

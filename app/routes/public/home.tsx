import type { Route } from "./+types/home";
import { practice } from "~/content/practice";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ path: "/", publicUrl: publicUrlFrom(matches) });

export default function Home() {
  return (
    <main>
      <h1>{practice.slogan}</h1>
    </main>
  );
}

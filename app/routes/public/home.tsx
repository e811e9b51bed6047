import type { Route } from "./+types/home";
import { practice } from "~/content/practice";
import { publicUrlFrom, seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ path: "/", publicUrl: publicUrlFrom(matches) });

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">{practice.slogan}</h1>
    </section>
  );
}

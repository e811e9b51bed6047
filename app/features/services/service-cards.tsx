import { ArrowRight } from "~/components/icons";
import { useRouteLoaderData } from "react-router";
import { joinClasses } from "~/lib/join-classes";
import { ServiceIcon } from "./service-icon";

/** A visible service as its cards and lists show it, the practice's settings filled in. */
export interface ServiceCard {
  id: string;
  slug: string;
  title: string;
  cardText: string;
}

export function servicePath(service: Pick<ServiceCard, "slug">): string {
  return `/services/${service.slug}`;
}

/** The visible services in the site's order: loaded once by the public layout for every page. */
export function useServiceCards(): ServiceCard[] {
  const layout = useRouteLoaderData("routes/public/layout") as
    { services?: ServiceCard[] } | undefined;
  return layout?.services ?? [];
}

interface ServiceCardsProps {
  /** Level of each card's title: 3 under a section heading (home), 2 on /services. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The visible services as cards, each linking to its page. */
export function ServiceCards({ headingLevel = 3, className }: ServiceCardsProps) {
  const services = useServiceCards();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={joinClasses("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {services.map((service) => (
        <li
          key={service.id}
          className={joinClasses(
            "group relative flex flex-col rounded-2xl bg-white p-5 shadow-sm sm:p-6 ring-1 ring-sand-200 transition",
            "hover:-translate-y-0.5 hover:shadow-md hover:ring-sage-300 focus-within:ring-2 focus-within:ring-sage-600",
          )}
        >
          <div className="flex items-center gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sage-50 text-sage-700">
              <ServiceIcon id={service.id} className="h-6 w-6" />
            </span>
            <Heading className="text-xl font-semibold">
              {/* The link covers the whole card (after:inset-0) so the card is one large tap target. */}
              <a
                href={servicePath(service)}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {service.title}
              </a>
            </Heading>
          </div>
          <p className="mt-3 flex-1 text-muted">{service.cardText}</p>
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1.5 font-medium text-sage-700 group-hover:text-sage-900"
          >
            En savoir plus
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </li>
      ))}
    </ul>
  );
}

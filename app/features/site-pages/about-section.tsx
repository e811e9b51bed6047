import { Icon, type IconProps, ArrowRight } from "~/components/icons";
import { aboutTeaser } from "~/content/about";
import { Portrait } from "./portrait";
import { withPracticeFields } from "~/features/practice/practice-fields";
import { usePractice } from "~/features/practice/practice-view";

/** The home page's presentation, as its document holds it (placeholders filled). */
export interface AboutTexts {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  /** "" leaves the quote out. */
  quote: string;
  yearsOfExperience: number;
  yearsOfStudy: number;
  linkLabel: string;
}

const plural = new Intl.PluralRules("fr-FR");
const years = (count: number) => `${count} ${plural.select(count) === "one" ? "an" : "ans"}`;
/** "1 cabinet", "2 cabinets": how many places the practitioner receives at. */
export const placesCount = (count: number) =>
  `${count} ${plural.select(count) === "one" ? "cabinet" : "cabinets"}`;

/** The home page's short presentation of the practitioner. */
export function AboutSection({ texts }: { texts: AboutTexts }) {
  const practice = usePractice();
  const places = {
    value: placesCount(practice.identity.towns.length),
    label: withPracticeFields(aboutTeaser.places.label, practice),
  };
  const highlights = [
    { value: years(texts.yearsOfExperience), label: "d'expérience" },
    { value: years(texts.yearsOfStudy), label: "de formation" },
    places,
  ];
  return (
    <section
      id="a-propos"
      aria-labelledby="about-title"
      className="below-fold scroll-mt-24 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 sm:px-8 lg:grid-cols-[2fr_3fr]">
        <div className="mx-auto w-full max-w-sm overflow-hidden rounded-[2rem] shadow-lg ring-1 ring-sand-200">
          <Portrait sizes="(min-width: 1024px) 384px, 90vw" />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {texts.eyebrow}
          </p>
          <h2 id="about-title" className="mt-2 text-3xl sm:text-4xl">
            {texts.title}
          </h2>
          {texts.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
          {texts.quote ? (
            <blockquote className="mt-6 flex gap-3 rounded-2xl bg-sage-50 p-5 text-sage-900">
              <Quote className="size-6 shrink-0 text-sage-600" aria-hidden />
              <p className="font-serif text-lg italic">{texts.quote}</p>
            </blockquote>
          ) : null}
          <ul className="mt-8 grid grid-cols-3 gap-4">
            {highlights.map((item) => (
              <li
                key={item.label}
                className="rounded-2xl bg-sand-50 p-4 text-center ring-1 ring-sand-200"
              >
                <span className="block font-serif text-2xl font-semibold text-sage-800">
                  {item.value}
                </span>
                <span className="mt-1 block text-sm text-muted">{item.label}</span>
              </li>
            ))}
          </ul>
          <a
            href="/a-propos"
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
          >
            {texts.linkLabel}
            <ArrowRight className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </section>
  );
}

function Quote(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
      <path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
    </Icon>
  );
}

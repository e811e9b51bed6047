/**
 * The classes the rich-text editor writes on links and images,
 * and so the ones the sanitiser keeps. Safe for the browser.
 */
export const EDITOR_CLASSES = {
  link: "text-blue-500 underline cursor-pointer",
  sectionLink: "internal-link",
  externalLink: "external-link",
  image: "rounded-lg max-w-full h-auto",
} as const;

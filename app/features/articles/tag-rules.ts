/**
 * A tag page with fewer public articles than this is thin: it asks search
 * engines not to index it (robots noindex) and the blog sitemap leaves it out.
 * Safe for the browser (the page's meta reads it).
 */
export const TAG_INDEXED_FROM = 2;

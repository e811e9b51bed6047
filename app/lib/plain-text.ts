/**
 * Text a person typed, or a browser sent, that we store: no NUL (PostgreSQL
 * text refuses it) and no unpaired UTF-16 surrogate (it has no UTF-8 form).
 * With the `u` flag a well-formed pair is one code point, so `\p{Cs}`
 * matches only a lone half.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export function isPlainText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The one rule for text a person typed before it is stored: PostgreSQL
 * refuses a NUL character in text and JSON, and a lone UTF-16 surrogate has
 * no UTF-8 form, so either makes the insert fail (a 500 instead of a message).
 * Every schema that takes a person's text applies `storableText()`
 * (storable-text-schema.ts) or `isStorableText` at the boundary. Free of zod:
 * the information modal checks its fields with it on every public page.
 */

export const storableTextMessage =
  "Ce texte contient un caractère invalide (caractère nul ou mal encodé) : retirez-le.";

/** NUL, or a surrogate code point (only a lone surrogate is one in unicode mode). */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** For text we keep but need not refuse (an upload's original name): drops what cannot be stored. */
export function toStorableText(value: string): string {
  return value.replace(new RegExp(UNSTORABLE.source, "gu"), "");
}

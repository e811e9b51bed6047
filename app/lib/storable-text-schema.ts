/**
 * The storable-text rule (storable-text.ts) as a zod string, for the admin's
 * schemas. Kept apart so that the rule itself stays free of zod.
 */
import { z } from "zod";
import { isStorableText, storableTextMessage } from "./storable-text";

/** A zod string refusing what cannot be stored; chain the field's own checks after it. */
export function storableText(message: string = storableTextMessage) {
  return z.string().refine(isStorableText, message);
}

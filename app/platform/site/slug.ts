import { foldForSearch } from "./search-text.ts";

/** A slug: lower-case letters and digits in words joined by single hyphens ("jo-3-16"). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A text as a slug, for ids and file names: accents folded, anything else between words one hyphen. */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

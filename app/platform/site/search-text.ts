/**
 * Text as searches compare it: lower case, without accents ("Êxodo" → "exodo"), so
 * "graca" finds "Graça" (case-insensitive; accents ignored too).
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** Whether a folded query is a substring of any of the texts (an empty query matches everything). */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const folded = foldForSearch(query);
  return folded === "" || texts.some((t) => foldForSearch(t).includes(folded));
}

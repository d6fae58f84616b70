import { numberFormat } from "./intl-formats.ts";

/**
 * Counts in words, the one way (decision 0062): the singular for exactly one, the plural
 * otherwise (zero included, as Portuguese says "0 hinos"), the number as Brazil writes it.
 */

/** The noun (or phrase) in the right number for n: plural(1, "leu", "leram") → "leu". */
export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** "1 membro", "2 membros", "1.234 hinos", "2,5 pontos": the number in Brazilian form and its noun in the right number. */
export function count(n: number, one: string, many: string): string {
  return `${numberFormat("pt-BR", {}).format(n)} ${plural(n, one, many)}`;
}

/** "Ana, Bia e Caio": items as a sentence lists them. */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)!}`;
}

/** The label every shipped example carries while it is shown. */
export const EXAMPLE_LABEL = "Exemplo — sua igreja cadastra os seus";

/**
 * What a public page lists: the church's published items, or, while it has none of that
 * kind, the shipped examples (labelled, and never asking for money).
 */
export function publishedOrExamples<T>(published: readonly T[], examples: () => readonly T[]): { items: T[]; examples: boolean } {
  return published.length > 0 ? { items: [...published], examples: false } : { items: [...examples()], examples: true };
}

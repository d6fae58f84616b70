import { z } from "zod";

/** Text shown to users: trimmed, non-empty. */
export const text = z.string().trim().min(1, "texto vazio");

/** Items whose key must be unique in their list. */
export function uniqueBy<T>(key: (item: T) => string | number, label: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string | number>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `${label} repetido: ${value}` });
      seen.add(value);
    });
  };
}

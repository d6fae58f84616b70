import type { Text } from "./inputs.ts";

/** A planned piece of a request with the notes that say what is hostile about it (for reports and grouping). */
export type Noted<T> = { value: T; notes: string[] };

export const note = <T>(value: T, notes: string[]): Noted<T> => ({ value, notes });

/** A plain string as Text. */
export const lit = (s: string): Text => ({ s });

import type { FieldErrors } from "#app/platform/http/field-errors.ts";

/** What a profile form gets back: a message for the form it came from, errors beside fields. */
export interface ProfileActionResult {
  intent: string;
  tone: "success" | "error";
  message?: string;
  /** Achievements unlocked or a level reached by this action. */
  celebrations?: string[];
  errors?: FieldErrors;
  values?: Record<string, string>;
}

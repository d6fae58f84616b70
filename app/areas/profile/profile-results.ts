import type { FormAnswer } from "#app/platform/http/field-errors.ts";

/**
 * What a profile form gets back: the one form answer, its `intent` naming the form it came from;
 * done, its message and the achievements unlocked or a level reached by this action.
 */
export type ProfileActionResult = FormAnswer<{ message?: string; celebrations?: string[] }>;

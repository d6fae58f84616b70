import { ITEM_KEY_PATTERN, parseStoredProgress } from "./classes.ts";
import { PROGRESS_STORAGE_KEY, SPECIALTIES_STORAGE_KEY } from "./local-keys.ts";
import { MAX_PROGRESS_ITEMS } from "./progress-limits.ts";

/**
 * What a visitor did in the Pathfinders, kept in the browser and merged into the account at
 * login or sign-up: the class items ticked and the specialties completed, sent together as
 * one map of keys ('1-0-2', 'especialidade-12').
 */
const SPECIALTY_KEY_PATTERN = /^especialidade-([1-9]\d{0,5})$/;

export function specialtyKey(id: number): string {
  return `especialidade-${id}`;
}

/** The specialty a key names, or null. */
export function specialtyIdOfKey(key: string): number | null {
  const match = SPECIALTY_KEY_PATTERN.exec(key);
  return match ? Number(match[1]) : null;
}

/** The keys of a stored or sent map that name a class item or a specialty; anything malformed counts as nothing. */
export function parseVisitorPathfinder(raw: string | null | undefined): string[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? "");
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value)
    .filter(([key, on]) => on === true && (ITEM_KEY_PATTERN.test(key) || SPECIALTY_KEY_PATTERN.test(key)))
    .map(([key]) => key)
    .slice(0, MAX_PROGRESS_ITEMS);
}

/** The specialties a visitor completed in this browser (ids), from its stored map. */
export function storedSpecialties(raw: string | null): number[] {
  return parseVisitorPathfinder(raw).flatMap((key) => specialtyIdOfKey(key) ?? []);
}

/** Browser only: the class progress and the specialties kept here, as the one map the login and sign-up forms send. */
export function readVisitorPathfinder(): string {
  const keys = [
    ...parseStoredProgress(localStorage.getItem(PROGRESS_STORAGE_KEY)),
    ...storedSpecialties(localStorage.getItem(SPECIALTIES_STORAGE_KEY)).map(specialtyKey),
  ];
  return keys.length ? JSON.stringify(Object.fromEntries(keys.map((k) => [k, true]))) : "";
}

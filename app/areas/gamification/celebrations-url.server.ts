import { ACHIEVEMENTS_PARAM, LEVEL_PARAM } from "#app/platform/site/flash.ts";
import { findAchievement } from "./achievements.ts";
import { celebrationMessages } from "./celebrations.ts";
import type { Outcome } from "./ledger.store.server.ts";

/** The celebration messages a redirect carried (`?conquistas=first_login,early_bird&nivel=2`). */
export function celebrationsFromUrl(url: string): string[] {
  const params = new URL(url).searchParams;
  const unlocked = (params.get(ACHIEVEMENTS_PARAM) ?? "").split(",").flatMap((id) => findAchievement(id) ?? []);
  const level = Number(params.get(LEVEL_PARAM));
  const levelUp = Number.isInteger(level) && level > 1 && level < 1_000_000;
  return celebrationMessages({ unlocked, levelBefore: levelUp ? level - 1 : 0, levelAfter: levelUp ? level : 0 });
}

/** A path carrying what an action earned, for the page after the redirect. */
export function withCelebrations(path: string, outcome: Outcome): string {
  if (!outcome.unlocked.length && outcome.levelAfter <= outcome.levelBefore) return path;
  const url = new URL(path, "http://x");
  if (outcome.unlocked.length) url.searchParams.set(ACHIEVEMENTS_PARAM, outcome.unlocked.map((a) => a.id).join(","));
  if (outcome.levelAfter > outcome.levelBefore) url.searchParams.set(LEVEL_PARAM, String(outcome.levelAfter));
  return url.pathname + url.search;
}

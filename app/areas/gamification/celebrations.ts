import type { Achievement } from "./achievements.ts";

/** The polite notices for what an activity earned: achievements unlocked and a new level. */
export function celebrationMessages(outcome: { unlocked: readonly Achievement[]; levelBefore: number; levelAfter: number }): string[] {
  const messages = outcome.unlocked.map((a) => `Conquista desbloqueada: ${a.title} (+${a.points} pontos)`);
  if (outcome.levelAfter > outcome.levelBefore) messages.push(`Você subiu para o nível ${outcome.levelAfter}!`);
  return messages;
}

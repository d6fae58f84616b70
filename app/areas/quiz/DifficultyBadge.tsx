import { SCALE_BADGES, SCALE_TEXT } from "#app/components/ui/mark-colours.ts";
import { DIFFICULTY_TONE, type Difficulty, type Tone } from "./quiz.ts";

const BADGE: Record<Tone, string> = SCALE_BADGES;

/** Large result text in the result colour. */
export const TONE_TEXT: Record<Tone, string> = SCALE_TEXT;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[DIFFICULTY_TONE[difficulty]]}`}>{difficulty}</span>;
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className="rounded-full bg-accent-tint px-2.5 py-0.5 text-xs font-semibold text-fg">{category}</span>;
}

import { DIFFICULTY_TONE, type Difficulty, type Tone } from "./quiz.ts";

const BADGE: Record<Tone, string> = {
  green: "bg-success-soft text-success",
  yellow: "bg-warning-soft text-warning",
  orange: "bg-warning-soft text-warning",
  red: "bg-danger-soft text-danger",
};

/** Large result text in the result colour. */
export const TONE_TEXT: Record<Tone, string> = {
  green: "text-success",
  yellow: "text-warning",
  orange: "text-warning",
  red: "text-danger",
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[DIFFICULTY_TONE[difficulty]]}`}>{difficulty}</span>;
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">{category}</span>;
}

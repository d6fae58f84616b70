import { DIFFICULTY_TONE, type Difficulty, type Tone } from "./quiz.ts";

const BADGE: Record<Tone, string> = {
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-800 dark:text-yellow-50",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

/** Large result text in the result colour. */
export const TONE_TEXT: Record<Tone, string> = {
  green: "text-green-700 dark:text-green-400",
  yellow: "text-yellow-700 dark:text-yellow-300",
  orange: "text-orange-700 dark:text-orange-400",
  red: "text-red-700 dark:text-red-400",
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[DIFFICULTY_TONE[difficulty]]}`}>{difficulty}</span>;
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
      {category}
    </span>
  );
}

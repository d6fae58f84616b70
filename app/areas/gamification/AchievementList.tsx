import { Lock } from "lucide-react";
import { useId } from "react";
import { Card } from "#app/components/ui/Card.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import type { Achievement } from "./achievements.ts";

export interface ShownAchievement {
  achievement: Achievement;
  /** Formatted date, for unlocked ones. */
  unlockedOn?: string;
  /** 0–100, for locked ones with a goal. */
  progress?: number;
}

export function AchievementList({ title, items, empty }: { title: string; items: readonly ShownAchievement[]; empty: string }) {
  const headingId = useId();
  return (
    <section className="mb-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ achievement, unlockedOn, progress }) => (
            <li key={achievement.id}>
              <Card className={`h-full ${unlockedOn ? "" : "opacity-90"}`}>
                <div className="flex items-start gap-3">
                  <span className="text-3xl" aria-hidden="true">
                    {unlockedOn ? achievement.icon : <Lock className="size-7 text-muted" />}
                  </span>
                  <div className="flex-1">
                    <h3 className="font-semibold">{achievement.title}</h3>
                    <p className="text-sm text-muted">{achievement.description}</p>
                    <p className="mt-1 text-sm font-medium text-accent">+{achievement.points} pontos</p>
                    {unlockedOn && <p className="text-xs text-muted">Desbloqueada em {unlockedOn}</p>}
                    {progress !== undefined && achievement.goal && (
                      <ProgressBar percent={progress} label={`Progresso em ${achievement.title}`} thin className="mt-2" />
                    )}
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

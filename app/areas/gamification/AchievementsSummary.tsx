import { Flame, Star, Trophy, TrendingUp } from "lucide-react";
import { Card } from "#app/components/ui/Card.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { count } from "#app/platform/site/count.ts";

/** The header of /conquistas: level, points, streak, unlocked over total, overall progress. */
export function AchievementsSummary(props: { level: number; points: number; streak: number; unlocked: number; total: number }) {
  const percent = Math.round((props.unlocked / props.total) * 100);
  const items = [
    { icon: Star, label: "Nível", value: String(props.level) },
    { icon: TrendingUp, label: "Pontos", value: String(props.points) },
    { icon: Flame, label: "Sequência", value: count(props.streak, "dia", "dias") },
    { icon: Trophy, label: "Conquistas", value: `${props.unlocked}/${props.total}` },
  ];
  return (
    <Card className="mb-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {items.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon className="size-5 text-accent" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <p className="mb-1 text-sm text-muted">Progresso geral: {percent}%</p>
        <ProgressBar percent={percent} label="Progresso geral" />
      </div>
    </Card>
  );
}

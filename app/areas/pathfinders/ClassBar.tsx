import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { count } from "#app/platform/site/count.ts";
import type { ItemState } from "./use-class-progress.ts";

/** The class's bar in its colour, with the percentage beside it. */
export function ClassBar({ label, percent, colour }: { label: string; percent: number; colour: string }) {
  return (
    <div className="mt-2 flex items-center gap-3">
      <ProgressBar percent={percent} label={label} colour={colour} animated className="flex-1 overflow-hidden" />
      <span className="w-12 text-right text-sm font-semibold">{percent}%</span>
    </div>
  );
}

/** In a club: how many of `keys` are approved, waiting and returned (only approved ones fill the bar). */
export function ClubCounts({ keys, stateOf }: { keys: readonly string[]; stateOf: (key: string) => ItemState }) {
  const counted = (state: ItemState) => keys.filter((k) => stateOf(k) === state).length;
  return (
    <p className="mt-1 text-sm text-muted">
      {count(counted("aprovado"), "aprovado", "aprovados")} · {counted("feito")} aguardando · {count(counted("devolvido"), "devolvido", "devolvidos")}
    </p>
  );
}

import { Button } from "#app/components/ui/Button.tsx";
import { queuedValue } from "#app/platform/offline-writes/queue.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { AWAITING_APPROVAL } from "./classes.ts";
import type { ClassProgressState, ProgressMember } from "./use-class-progress.ts";

/**
 * One item of a class: a member ticks it through a form (so it works before JavaScript loads, and
 * offline through the queue), a visitor with a button; in a club, how the item stands and, when it
 * was returned, the button that sends it again.
 */
export function ClassItem({
  itemKey,
  text,
  classTitle,
  member,
  childId,
  progress,
}: {
  itemKey: string;
  text: string;
  classTitle: string;
  member: ProgressMember | null;
  childId: string | null;
  progress: ClassProgressState;
}) {
  const { queue, toggle, stateOf } = progress;
  const on = progress.checked.has(itemKey);
  const signOff = member?.signOff ?? null;
  const state = stateOf(itemKey);
  return (
    <li>
      {member ? (
        <form
          method="post"
          className="flex items-start gap-2"
          onSubmit={(e) => {
            // Offline the tick is queued; its mark here follows it.
            queue.onSubmit(`${on ? "Desmarcar" : "Marcar"} item da classe ${classTitle}`)(e);
            if (e.defaultPrevented) return progress.markQueued(itemKey, !on);
            e.preventDefault();
            toggle(itemKey);
          }}
        >
          <input type="hidden" name="intent" value="marcar" />
          <input type="hidden" name="item" value={itemKey} />
          <input type="hidden" name="feito" value={on ? "0" : "1"} />
          {childId && <input type="hidden" name="crianca" value={childId} />}
          <ItemButton type="submit" on={on} text={text} />
          {queuedValue(queue.waiting, queue.action, { item: itemKey }, "feito") !== undefined && <PendingMark />}
        </form>
      ) : (
        <ItemButton type="button" on={on} text={text} onClick={() => toggle(itemKey)} />
      )}
      {signOff && state !== null && (
        <p className="ml-9 text-sm font-semibold text-muted" data-testid={`estado-${itemKey}`}>
          {state === "feito" && progress.changedHere(itemKey) ? AWAITING_APPROVAL : (signOff.states[itemKey] ?? AWAITING_APPROVAL)}
        </p>
      )}
      {signOff && state === "devolvido" && (
        <div className="mt-1 ml-9">
          <Button variant="secondary" onClick={() => toggle(itemKey)} aria-label={`Enviar de novo: ${text}`}>
            Enviar de novo
          </Button>
          <p className="mt-1 text-sm text-muted">Refaça o que a observação pede e envie de novo para aprovação.</p>
        </div>
      )}
    </li>
  );
}

function ItemButton({ on, text, ...props }: { on: boolean; text: string; type: "button" | "submit"; onClick?: () => void }) {
  return (
    <button {...props} role="checkbox" aria-checked={on} className="flex w-full items-start gap-3 rounded-lg px-2 py-1 text-left hover:bg-subtle">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded border-2 ${on ? "border-success bg-success text-surface" : "border-line-strong"}`}
      >
        {on ? "✓" : ""}
      </span>
      <span className={on ? "text-muted line-through" : ""}>{text}</span>
    </button>
  );
}

import { Button } from "#app/components/ui/Button.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";
import { CONFIRM_DAY } from "./plan-day.ts";

/** Asks before a day is ticked whose passages were not all opened; `onConfirm` (null: closed) ticks it. */
export function ConfirmDayDialog({ onConfirm, onClose }: { onConfirm: (() => void) | null; onClose: () => void }) {
  return (
    <Dialog open={onConfirm !== null} onOpenChange={(open) => !open && onClose()} title="Concluir o dia?" description={CONFIRM_DAY}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          onClick={() => {
            onClose();
            onConfirm?.();
          }}
        >
          Concluir mesmo assim
        </Button>
      </div>
    </Dialog>
  );
}

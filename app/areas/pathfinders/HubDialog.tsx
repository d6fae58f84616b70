import type { ReactNode } from "react";
import { Dialog } from "#app/components/ui/Dialog.tsx";

/** The hub's dialogs, in their own chunk: loaded the first time one opens. */
export default function HubDialog(props: { title: string; description?: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={props.title} description={props.description}>
      {props.children}
    </Dialog>
  );
}

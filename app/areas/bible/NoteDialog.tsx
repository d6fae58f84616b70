import { useRef } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";
import { NOTE_MAX } from "./marks.ts";
import { MarkFields } from "./MarkFields.tsx";
import type { useVerseMarks } from "./use-verse-marks.ts";

/** The note of one verse: written, changed or removed in a dialog. */
export function NoteDialog({
  open,
  onOpenChange,
  marks,
  verse,
  reference,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marks: ReturnType<typeof useVerseMarks>;
  verse: number;
  reference: string;
  onDone: () => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const note = marks.marks.find((m) => m.verse === verse)?.note ?? "";
  const submit = marks.onSubmit(`Nota em ${reference}`);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Nota em ${reference}`}>
      <marks.Form
        method="post"
        action={marks.action}
        onSubmit={(event) => {
          submit(event);
          onDone();
          onOpenChange(false);
        }}
        className="grid gap-3"
      >
        <MarkFields acao="anotar" verses={[verse]} />
        <label htmlFor="nota-versiculo" className="font-semibold">
          Sua nota
        </label>
        <textarea
          id="nota-versiculo"
          ref={field}
          name="nota"
          defaultValue={note}
          maxLength={NOTE_MAX}
          rows={4}
          className="w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg"
        />
        <p className="text-sm text-muted">Até {NOTE_MAX} caracteres.</p>
        <div className="flex flex-wrap justify-end gap-2">
          {note && (
            <Button type="submit" variant="ghost" onClick={() => field.current && (field.current.value = "")}>
              Remover nota
            </Button>
          )}
          <Button type="submit">Salvar nota</Button>
        </div>
      </marks.Form>
    </Dialog>
  );
}

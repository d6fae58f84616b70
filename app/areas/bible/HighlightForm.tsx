import { Eraser } from "lucide-react";
import type { FormEvent } from "react";
import { HIGHLIGHT_CLASSES } from "./highlight-classes.ts";
import { COLOR_NAMES, HIGHLIGHT_COLORS, NO_COLOR } from "./marks.ts";
import { MarkFields } from "./MarkFields.tsx";
import type { useVerseMarks } from "./use-verse-marks.ts";

/** The highlight colours for the selected verses, and the eraser that takes a highlight away. */
export function HighlightForm({
  marks,
  verses,
  reference,
  onDone,
}: {
  marks: ReturnType<typeof useVerseMarks>;
  verses: readonly number[];
  reference: string;
  onDone: () => void;
}) {
  const submit = marks.onSubmit(`Destacar ${reference}`);
  return (
    <marks.Form
      method="post"
      action={marks.action}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        submit(event);
        onDone();
      }}
      className="flex items-center gap-1.5"
    >
      <MarkFields acao="destacar" verses={verses} />
      {HIGHLIGHT_COLORS.map((color) => (
        <button
          key={color}
          type="submit"
          name="cor"
          value={color}
          aria-label={`Destacar em ${COLOR_NAMES[color].toLowerCase()}`}
          title={COLOR_NAMES[color]}
          className={`size-7 shrink-0 rounded-full border border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${HIGHLIGHT_CLASSES[color]}`}
        />
      ))}
      <button
        type="submit"
        name="cor"
        value={NO_COLOR}
        aria-label="Remover destaque"
        title="Remover destaque"
        className="rounded-full p-1 text-muted hover:bg-subtle"
      >
        <Eraser className="size-5" aria-hidden="true" />
      </button>
    </marks.Form>
  );
}

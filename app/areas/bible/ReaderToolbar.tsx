import { Minus, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { DarkModeToggle } from "#app/platform/themes/DarkModeToggle.tsx";
import type { ThemeMode } from "#app/platform/themes/themes.ts";
import { FONT_SIZE, fontSizeName } from "./reader.ts";
import { READER_VERSIONS, VERSION_NAMES, type ReaderVersion } from "./versions.ts";

const control = "rounded-full p-2 hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-40";

/** The chapter view's translation selector, font size control and dark-mode toggle, then `children` (the read-aloud button). */
export function ReaderToolbar({
  version,
  fontSize,
  onFontSize,
  themeMode,
  children,
}: {
  version: ReaderVersion;
  fontSize: number;
  onFontSize: (direction: 1 | -1) => void;
  themeMode: ThemeMode | null;
  children?: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1">
      <Form method="get" className="flex items-center gap-2">
        <label htmlFor="versao" className="sr-only">
          Tradução
        </label>
        <select
          id="versao"
          name="versao"
          defaultValue={version}
          key={version}
          onChange={(event) => void submit(event.currentTarget.form)}
          className="rounded-lg border border-line-strong bg-raised px-2 py-1 text-fg"
        >
          {READER_VERSIONS.map((v) => (
            <option key={v} value={v} title={VERSION_NAMES[v]}>
              {v}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="rounded border px-2 py-1 text-sm">
            Trocar
          </button>
        </noscript>
      </Form>
      <div className="flex items-center gap-1" role="group" aria-label="Tamanho da letra">
        <button type="button" className={control} onClick={() => onFontSize(-1)} disabled={fontSize <= FONT_SIZE.min} aria-label="Diminuir letra">
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <span className="w-24 text-center text-sm" aria-live="polite" data-testid="tamanho-fonte">
          {fontSizeName(fontSize)}
        </span>
        <button type="button" className={control} onClick={() => onFontSize(1)} disabled={fontSize >= FONT_SIZE.max} aria-label="Aumentar letra">
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      <DarkModeToggle mode={themeMode} />
      {children}
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import type { OffScript } from "./screen-link.ts";
import type { Slide } from "./slides.ts";
import { PROJECTOR } from "#app/components/ui/projector-colours.ts";

const field = `min-h-11 min-w-0 flex-1 rounded-lg border px-3 text-base focus-visible:outline-2 ${PROJECTOR.input}`;
const button = `min-h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${PROJECTOR.button}`;

function isSlide(value: unknown): value is Slide {
  const slide = value as Partial<Record<keyof Slide, unknown>> | null;
  return Boolean(slide) && typeof slide!.corner === "string" && typeof slide!.label === "string" && typeof slide!.text === "string";
}

/**
 * The box 'Projetar hino ou passagem' (decision 0055): a hymn's number or a passage typed as an
 * order's item is (the one reference grammar), read in `version`; what it names is projected at
 * once, outside the order. Esc closes it; a refusal shows here, to the operator only.
 */
export function OffScriptBox({
  version,
  onProject,
  onClose,
}: {
  version: ReaderVersion;
  onProject: (offScript: OffScript) => void;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = input.current?.value.trim() ?? "";
    setBusy(true);
    setError("");
    try {
      const answer = await fetch(`/projetar/avulso.json?${new URLSearchParams({ q: typed, versao: version })}`);
      const body = (await answer.json()) as { label?: unknown; slides?: unknown; error?: unknown };
      if (answer.ok && typeof body.label === "string" && Array.isArray(body.slides) && body.slides.length && body.slides.every(isSlide))
        onProject({ label: body.label, slides: body.slides, index: 0 });
      else setError(typeof body.error === "string" ? body.error : "Não foi possível projetar agora. Tente de novo.");
    } catch {
      setError("Sem conexão: não foi possível buscar o hino ou a passagem.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      role="search"
      aria-label="Projetar hino ou passagem"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      className={`${PROJECTOR.bar} px-3 py-2`}
    >
      <label htmlFor="fora-do-roteiro" className="block text-sm font-semibold">
        Projetar hino ou passagem
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id="fora-do-roteiro"
          name="q"
          maxLength={60}
          autoComplete="off"
          placeholder="37, Sl 23 ou Jo 3:16-18"
          aria-describedby="fora-do-roteiro-dica"
          aria-invalid={error ? true : undefined}
          className={field}
        />
        <button type="submit" className={button} disabled={busy}>
          Projetar
        </button>
      </div>
      <p id="fora-do-roteiro-dica" className={`mt-1 text-xs ${PROJECTOR.quiet}`} role={error ? "alert" : undefined}>
        {error || "Entra na tela fora do roteiro; Esc volta ao roteiro onde ele estava."}
      </p>
    </form>
  );
}

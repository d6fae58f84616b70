import { X } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { isPlainClick } from "#app/components/ui/page-link-rules.ts";
import { passageDataHref, type Passage } from "./passage.ts";
import { formatReference, referenceHref, type Reference } from "./references.ts";

type Loaded = { status: "loaded"; passage: Passage } | { status: "error"; message: string };
type State = { status: "idle" } | { status: "loading" } | Loaded;

const UNAVAILABLE = "Não foi possível carregar o texto agora. Tente novamente.";

/** Passages asked for on this page, so opening one again asks nothing (a failure is asked again). */
const asked = new Map<string, Promise<Loaded>>();

function passageData(url: string): Promise<Loaded> {
  let pending = asked.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json()) as Passage | { error: string };
        return "error" in body ? { status: "error" as const, message: body.error } : { status: "loaded" as const, passage: body };
      })
      .catch(() => ({ status: "error" as const, message: UNAVAILABLE }));
    asked.set(url, pending);
    void pending.then((result) => result.status === "error" && asked.delete(url));
  }
  return pending;
}

/**
 * A reference that opens its passage's text in a popover (Radix: Enter or a click opens it, Esc
 * or 'Fechar' closes it, the focus goes back to the reference), with the version named and a
 * link to the chapter. A click with a modifier opens the chapter as a plain link does.
 */
export default function PassagePopover({ reference, className, children }: { reference: Reference; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: "idle" });
  const titleId = useId();

  const show = (next: boolean) => {
    setOpen(next);
    if (!next || state.status === "loading" || state.status === "loaded") return;
    setState({ status: "loading" });
    void passageData(passageDataHref(reference)).then(setState);
  };

  return (
    <Popover.Root open={open} onOpenChange={show}>
      <Popover.Trigger asChild>
        <a
          href={referenceHref(reference)}
          className={className}
          onClick={(event) => {
            if (!isPlainClick(event, undefined)) return;
            event.preventDefault();
            show(!open);
          }}
        >
          {children}
        </a>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-gray-200 bg-white p-4 text-base shadow-lg dark:border-gray-700 dark:bg-gray-800"
        >
          <div className="mb-2 flex items-start justify-between gap-2">
            <p id={titleId} className="font-bold">
              {formatReference(reference)}
            </p>
            <Popover.Close className="-m-1 shrink-0 rounded-full p-1 hover:bg-gray-100 dark:hover:bg-gray-700" aria-label="Fechar">
              <X className="size-5" aria-hidden="true" />
            </Popover.Close>
          </div>
          {state.status === "loaded" ? (
            <>
              <p className="max-h-[50vh] overflow-y-auto leading-relaxed">
                {state.passage.verses.map((verse) => (
                  <span key={verse.number}>
                    <sup className="mr-0.5 font-semibold text-brand-700 dark:text-brand-300">{verse.number}</sup>
                    {verse.text}{" "}
                  </span>
                ))}
                {state.passage.more && "…"}
              </p>
              <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
                {state.passage.versionName} ({state.passage.version})
              </p>
            </>
          ) : state.status === "error" ? (
            <p role="alert">{state.message}</p>
          ) : (
            <p role="status">Carregando o texto…</p>
          )}
          <PageLink to={referenceHref(reference)} className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
            Ler o capítulo
          </PageLink>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

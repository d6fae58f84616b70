import { X } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useState, type RefObject } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { passageDataHref, type Passage } from "./passage.ts";
import { formatReference, referenceHref, type Reference } from "./references.ts";

type Loaded = { status: "loaded"; passage: Passage } | { status: "error"; message: string };

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
 * An open reference's popover (Radix): the passage's verses, the version named and 'Ler o
 * capítulo'. Esc, 'Fechar', a click outside or on the reference again close it, and the focus
 * goes back to the reference.
 */
export default function PassagePopover({
  reference,
  anchor,
  onClose,
}: {
  reference: Reference;
  anchor: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
}) {
  const [state, setState] = useState<Loaded | null>(null);
  const titleId = useId();
  const url = passageDataHref(reference);

  useEffect(() => {
    let shown = true;
    void passageData(url).then((result) => shown && setState(result));
    return () => {
      shown = false;
    };
  }, [url]);

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // The reference toggles the popover itself: a press on it is not a press outside.
          onInteractOutside={(event) => anchor.current?.contains(event.target as Node) && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-line bg-raised p-4 text-base shadow-lg"
        >
          <div className="mb-2 flex items-start justify-between gap-2">
            <p id={titleId} className="font-bold">
              {formatReference(reference)}
            </p>
            <Popover.Close className="-m-1 shrink-0 rounded-full p-1 hover:bg-subtle" aria-label="Fechar">
              <X className="size-5" aria-hidden="true" />
            </Popover.Close>
          </div>
          {state?.status === "loaded" ? (
            <>
              <p className="max-h-[50vh] overflow-y-auto leading-relaxed">
                {state.passage.verses.map((verse) => (
                  <span key={verse.number}>
                    <sup className="mr-0.5 font-semibold text-accent">{verse.number}</sup>
                    {verse.text}{" "}
                  </span>
                ))}
                {state.passage.more && "…"}
              </p>
              <p className="mt-2 text-sm text-muted">
                {state.passage.versionName} ({state.passage.version})
              </p>
            </>
          ) : state?.status === "error" ? (
            <p role="alert">{state.message}</p>
          ) : (
            <p role="status">Carregando o texto…</p>
          )}
          <PageLink to={referenceHref(reference)} className="mt-3 inline-block font-semibold text-accent underline">
            Ler o capítulo
          </PageLink>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { ArrowDown, ArrowUp, BookOpen, Heading, MessageSquareText, Music, Presentation, Trash2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { MessageAnswer } from "#app/platform/http/field-errors.ts";
import type { OrderView } from "./order-pages.server.ts";
import { SlideForm, slideRefusal } from "./SlideForm.tsx";

const small = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-fg hover:bg-subtle disabled:opacity-40";
const icon = "size-5 shrink-0 text-accent";

type OrderItem = OrderView["items"][number];

/** A form of one button acting on one item (move, remove): works before JavaScript. */
function ItemButton({
  intent,
  item,
  label,
  disabled,
  children,
}: {
  intent: string;
  item: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="item" value={item} />
      <button type="submit" className={small} aria-label={label} title={label} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

/** The icon of an item's kind: a hymn, a passage, a title slide or a text slide. */
function KindIcon({ item }: { item: OrderItem }) {
  if (item.kind === "hymn") return <Music className={icon} aria-hidden="true" />;
  if (item.kind === "passage") return <BookOpen className={icon} aria-hidden="true" />;
  if (item.slide?.style === "title") return <Heading className={icon} aria-hidden="true" />;
  return <MessageSquareText className={icon} aria-hidden="true" />;
}

/** One item of a service order: its number, its name (to read it), its warning, a link to project it; for the owner, move, remove and edit a free slide. */
export function OrderItemRow({
  item,
  position,
  last,
  owner,
  answer,
  busy,
}: {
  item: OrderItem;
  /** Its place in the order, from 0. */
  position: number;
  last: boolean;
  owner: boolean;
  answer: MessageAnswer | undefined;
  busy: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-line-strong p-2">
      <span className="w-6 text-right font-semibold tabular-nums">{position + 1}.</span>
      <KindIcon item={item} />
      <span className="min-w-0 flex-1">
        {item.readerHref ? (
          <PageLink to={item.readerHref} className="font-medium underline wrap-anywhere">
            {item.label}
          </PageLink>
        ) : (
          <span className="font-medium wrap-anywhere">{item.label}</span>
        )}
        {item.warning && (
          <span className="mt-0.5 flex items-center gap-1 text-sm font-medium text-warning">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {item.warning}
          </span>
        )}
      </span>
      <span className="flex items-center">
        {item.projectionHref && (
          <PageLink to={item.projectionHref} className={small} aria-label={`Projetar ${item.label}`} title="Projetar">
            <Presentation className="size-5" aria-hidden="true" />
          </PageLink>
        )}
        {owner && (
          <>
            <ItemButton intent="subir" item={item.id} label={`Subir ${item.label}`} disabled={position === 0 || busy}>
              <ArrowUp className="size-5" aria-hidden="true" />
            </ItemButton>
            <ItemButton intent="descer" item={item.id} label={`Descer ${item.label}`} disabled={last || busy}>
              <ArrowDown className="size-5" aria-hidden="true" />
            </ItemButton>
            <ItemButton intent="remover" item={item.id} label={`Remover ${item.label}`} disabled={busy}>
              <Trash2 className="size-5" aria-hidden="true" />
            </ItemButton>
          </>
        )}
      </span>
      {owner && item.slide && (
        <details className="w-full" open={slideRefusal(answer, item.id) !== undefined || undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-accent underline">
            Editar <span className="sr-only">{item.label}</span>
          </summary>
          <SlideForm
            target={item.id}
            label={item.label}
            initial={{ estilo: item.slide.style, titulo: item.slide.title, texto: item.slide.text }}
            answer={answer}
            busy={busy}
          />
        </details>
      )}
    </li>
  );
}

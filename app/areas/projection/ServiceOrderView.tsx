import { Presentation } from "lucide-react";
import { href, useNavigation } from "react-router";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { FormField, inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { READER_VERSIONS } from "#app/areas/bible/versions.ts";
import { answerIsFor, type MessageAnswer } from "#app/platform/http/field-errors.ts";
import { OneFieldForm } from "./OneFieldForm.tsx";
import { OrderItemRow } from "./OrderItemRow.tsx";
import type { OrderView } from "./order-pages.server.ts";
import { OrderSettings } from "./OrderSettings.tsx";
import { OrderSharing } from "./OrderSharing.tsx";
import { ORDER_LIMITS } from "./service-orders.ts";
import { SLIDE_INTENTS, SlideForm } from "./SlideForm.tsx";

/** The forms whose refusals are said beside their fields, with what was typed; every other answer is said above the order. */
const SAID_BESIDE = ["adicionar", ...SLIDE_INTENTS];

/** The box that adds a hymn or a passage typed, in the version chosen; a refusal is said beside it, keeping what was typed. */
function AddItemForm({ answer, busy }: { answer: MessageAnswer | undefined; busy: boolean }) {
  const refused = answer?.ok === false && answerIsFor(answer, "adicionar") ? answer : undefined;
  return (
    <OneFieldForm
      intent="adicionar"
      button="Adicionar"
      variant="primary"
      columns="sm:grid-cols-[1fr_auto_auto]"
      className="mt-6 rounded-lg border border-line-strong p-4"
      busy={busy}
    >
      <FormField
        label="Hino ou passagem"
        name="item"
        required
        maxLength={ORDER_LIMITS.typed}
        placeholder="37, Sl 23 ou Jo 3:16-18"
        hint="O número de um hino do Hinário ou uma passagem da Bíblia."
        defaultValue={refused?.values?.item}
        error={refused && (refused.errors.item ?? refused.errors.versao ?? refused.formError)}
        key={answer?.ok ? `adicionar-${answer.stamp ?? ""}` : "adicionar"}
      />
      <div className="grid gap-1">
        <label htmlFor="campo-versao" className="font-medium">
          Versão
        </label>
        <select id="campo-versao" name="versao" className={inputClass}>
          {READER_VERSIONS.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </div>
    </OneFieldForm>
  );
}

/**
 * A service order (decision 0035): its items in order, each to read or project; for
 * its owner, forms to add, move and remove items, rename, share by link and delete.
 */
export function ServiceOrderView({ order, link, answer }: { order: OrderView; link: string; answer: MessageAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  const saidAbove = answer?.ok || !answerIsFor(answer, SAID_BESIDE);
  return (
    <section className="mx-auto max-w-2xl [&_h1]:wrap-anywhere">
      {order.owner && <BackLink to={href("/roteiros")}>Seus roteiros</BackLink>}
      <PageHeader title={order.title} subtitle={order.owner ? "Seu roteiro do culto." : "Roteiro do culto compartilhado com você."}>
        {order.items.length > 0 && (
          <PageLink to={href("/projetar/roteiro/:id", { id: order.id })} className={buttonClass("primary", "mt-4")}>
            <Presentation className="size-5" aria-hidden="true" />
            Projetar roteiro
          </PageLink>
        )}
      </PageHeader>
      {saidAbove && (
        <div className="mb-4 empty:hidden">
          {/* Whichever form it came from (or none). */}
          <AnswerNotice answer={answer} intent={answer?.intent} />
        </div>
      )}
      {order.items.length === 0 ? (
        <Notice>{order.owner ? "O roteiro está vazio. Adicione hinos, passagens e slides abaixo." : "Este roteiro ainda não tem itens."}</Notice>
      ) : (
        <ol aria-label="Itens do roteiro" className="grid gap-2">
          {order.items.map((item, i) => (
            <OrderItemRow
              key={item.id}
              item={item}
              position={i}
              last={i === order.items.length - 1}
              owner={order.owner}
              answer={answer}
              busy={busy}
            />
          ))}
        </ol>
      )}
      {order.owner && (
        <>
          <AddItemForm answer={answer} busy={busy} />
          <section aria-labelledby="novo-slide" className="mt-6 rounded-lg border border-line-strong p-4">
            <h2 id="novo-slide" className="text-lg font-bold">
              Slide livre
            </h2>
            <p className="mb-2 text-sm text-muted">Um título (Culto Divino, Boas-vindas) ou um texto: avisos, oração, ofertório.</p>
            <SlideForm target="novo" label="" initial={{ estilo: "text", titulo: "", texto: "" }} answer={answer} busy={busy} />
          </section>
          <OrderSharing shared={order.shared} link={link} busy={busy} />
          <OrderSettings order={order} answer={answer} busy={busy} />
        </>
      )}
    </section>
  );
}

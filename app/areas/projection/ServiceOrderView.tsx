import { ArrowDown, ArrowUp, BookOpen, Copy, Link2, Music, Presentation, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, href, useNavigation } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { FormField, inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { READER_VERSIONS } from "#app/areas/bible/versions.ts";
import { copyText } from "#app/platform/sharing/browser-share.ts";
import type { OrderActionResult } from "./order-forms.ts";
import type { OrderView } from "./order-pages.server.ts";
import { ORDER_LIMITS } from "./service-orders.ts";

const small =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 disabled:opacity-40 dark:text-gray-100 dark:hover:bg-gray-700";

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
  children: React.ReactNode;
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

/**
 * A service order (decision 0035): its items in order, each to read or project; for
 * its owner, forms to add, move and remove items, rename, share by link and delete.
 */
export function ServiceOrderView({ order, link, result }: { order: OrderView; link: string; result: OrderActionResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  const [copied, setCopied] = useState("");
  const addError = result?.tone === "error" && result.field === "item" ? result.message : undefined;
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
      {result && !addError && (
        <div className="mb-4">
          <Notice tone={result.tone}>{result.message}</Notice>
        </div>
      )}
      {order.items.length === 0 ? (
        <Notice>{order.owner ? "O roteiro está vazio. Adicione hinos e passagens abaixo." : "Este roteiro ainda não tem itens."}</Notice>
      ) : (
        <ol aria-label="Itens do roteiro" className="grid gap-2">
          {order.items.map((item, i) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-300 p-2 dark:border-gray-600">
              <span className="w-6 text-right font-semibold tabular-nums">{i + 1}.</span>
              {item.kind === "hymn" ? (
                <Music className="size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              ) : (
                <BookOpen className="size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              )}
              <PageLink to={item.readerHref} className="min-w-0 flex-1 font-medium underline wrap-anywhere">
                {item.label}
              </PageLink>
              <span className="flex items-center">
                <PageLink to={item.projectionHref} className={small} aria-label={`Projetar ${item.label}`} title="Projetar">
                  <Presentation className="size-5" aria-hidden="true" />
                </PageLink>
                {order.owner && (
                  <>
                    <ItemButton intent="subir" item={item.id} label={`Subir ${item.label}`} disabled={i === 0 || busy}>
                      <ArrowUp className="size-5" aria-hidden="true" />
                    </ItemButton>
                    <ItemButton intent="descer" item={item.id} label={`Descer ${item.label}`} disabled={i === order.items.length - 1 || busy}>
                      <ArrowDown className="size-5" aria-hidden="true" />
                    </ItemButton>
                    <ItemButton intent="remover" item={item.id} label={`Remover ${item.label}`} disabled={busy}>
                      <Trash2 className="size-5" aria-hidden="true" />
                    </ItemButton>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {order.owner && (
        <>
          <Form
            method="post"
            className="mt-6 grid gap-3 rounded-lg border border-gray-300 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end dark:border-gray-600"
          >
            <input type="hidden" name="intent" value="adicionar" />
            <FormField
              label="Hino ou passagem"
              name="item"
              required
              maxLength={ORDER_LIMITS.typed}
              placeholder="37, Sl 23 ou Jo 3:16-18"
              hint="O número de um hino do Hinário ou uma passagem da Bíblia."
              defaultValue={addError ? result?.typed : undefined}
              error={addError}
              key={result?.tone === "success" ? result.message + order.items.length : "adicionar"}
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
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              Adicionar
            </button>
          </Form>
          <section aria-labelledby="compartilhar" className="mt-8">
            <h2 id="compartilhar" className="mb-2 text-xl font-bold">
              Compartilhar
            </h2>
            {order.shared ? (
              <>
                <p className="mb-2">Quem tiver este link pode abrir e projetar o roteiro, sem alterá-lo:</p>
                <div className="flex flex-wrap gap-2">
                  <label htmlFor="link-roteiro" className="sr-only">
                    Link do roteiro
                  </label>
                  <input
                    id="link-roteiro"
                    readOnly
                    value={link}
                    className={`${inputClass} min-w-0 flex-1`}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <button
                    type="button"
                    className={buttonClass("secondary")}
                    onClick={() => void copyText(link).then((ok) => setCopied(ok ? "Link copiado!" : "Não foi possível copiar."))}
                  >
                    <Copy className="size-4" aria-hidden="true" />
                    Copiar link
                  </button>
                </div>
                <p role="status" className="mt-1 min-h-5 text-sm">
                  {copied}
                </p>
              </>
            ) : (
              <p className="mb-2">Só você vê este roteiro. Compartilhe para que a equipe abra e projete pelo link.</p>
            )}
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="compartilhar" />
              <input type="hidden" name="compartilhado" value={order.shared ? "0" : "1"} />
              <button type="submit" className={buttonClass(order.shared ? "ghost" : "secondary")} disabled={busy}>
                <Link2 className="size-4" aria-hidden="true" />
                {order.shared ? "Deixar de compartilhar" : "Compartilhar por link"}
              </button>
            </Form>
          </section>
          <section aria-labelledby="ajustes" className="mt-8 grid gap-4">
            <h2 id="ajustes" className="text-xl font-bold">
              Ajustes
            </h2>
            <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <input type="hidden" name="intent" value="renomear" />
              <FormField
                label="Título"
                name="titulo"
                id="campo-titulo-roteiro"
                required
                maxLength={ORDER_LIMITS.title}
                defaultValue={order.title}
                error={result?.tone === "error" && result.field === "titulo" ? result.message : undefined}
              />
              <button type="submit" className={buttonClass("secondary")} disabled={busy}>
                Renomear
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="excluir" />
              <button type="submit" className={buttonClass("danger")} disabled={busy}>
                <Trash2 className="size-4" aria-hidden="true" />
                Excluir roteiro
              </button>
            </Form>
          </section>
        </>
      )}
    </section>
  );
}

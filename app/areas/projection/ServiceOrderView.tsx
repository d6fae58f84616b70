import { ArrowDown, ArrowUp, BookOpen, Copy, Heading, Link2, MessageSquareText, Music, Presentation, Trash2, TriangleAlert } from "lucide-react";
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

const small = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-fg hover:bg-subtle disabled:opacity-40";

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

const icon = "size-5 shrink-0 text-accent";
const SLIDE_TITLES = ["Boas-vindas", "Avisos", "Oração", "Ofertório", "Culto Divino", "Escola Sabatina"];

/** The form of a free slide: a new one (`target` 'novo') or one of the order's, its values kept after a refusal. */
function SlideForm({
  target,
  label,
  initial,
  result,
  busy,
}: {
  target: string;
  label: string;
  initial: { estilo: string; titulo: string; texto: string };
  result: OrderActionResult | undefined;
  busy: boolean;
}) {
  const refused = result?.tone === "error" && result.slide?.target === target ? result : undefined;
  const values = refused?.slide ?? initial;
  const id = (name: string) => `${name}-${target}`;
  return (
    <Form
      method="post"
      className="mt-2 grid gap-3"
      key={refused ? "recusado" : `${target}-${initial.titulo}-${initial.texto}-${result?.message ?? ""}`}
    >
      <input type="hidden" name="intent" value={target === "novo" ? "adicionar-slide" : "editar-slide"} />
      {target !== "novo" && <input type="hidden" name="item" value={target} />}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Tipo de slide</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="estilo" value="text" defaultChecked={values.estilo !== "title"} />
          Texto
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="estilo" value="title" defaultChecked={values.estilo === "title"} />
          Título
        </label>
      </fieldset>
      <FormField
        label="Título do slide"
        name="titulo_slide"
        id={id("campo-titulo-slide")}
        maxLength={ORDER_LIMITS.slideTitle}
        list="titulos-slide"
        placeholder="Avisos"
        defaultValue={values.titulo}
        error={refused?.field === "titulo_slide" ? refused.message : undefined}
      />
      <FormField
        label="Texto do slide"
        name="texto_slide"
        id={id("campo-texto-slide")}
        multiline
        rows={4}
        maxLength={ORDER_LIMITS.slideText}
        hint="Deixe uma linha em branco entre os parágrafos; textos longos viram mais de um slide."
        defaultValue={values.texto}
        error={refused && refused.field !== "titulo_slide" ? refused.message : undefined}
      />
      {target === "novo" && (
        <datalist id="titulos-slide">
          {SLIDE_TITLES.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      )}
      <button type="submit" className={buttonClass(target === "novo" ? "primary" : "secondary", "justify-self-start")} disabled={busy}>
        {target === "novo" ? (
          "Adicionar slide"
        ) : (
          <>
            Salvar slide<span className="sr-only"> {label}</span>
          </>
        )}
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
  const inlineError = Boolean(addError || (result?.tone === "error" && result.slide));
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
      {result && !inlineError && (
        <div className="mb-4">
          <Notice tone={result.tone}>{result.message}</Notice>
        </div>
      )}
      {order.items.length === 0 ? (
        <Notice>{order.owner ? "O roteiro está vazio. Adicione hinos, passagens e slides abaixo." : "Este roteiro ainda não tem itens."}</Notice>
      ) : (
        <ol aria-label="Itens do roteiro" className="grid gap-2">
          {order.items.map((item, i) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-line-strong p-2">
              <span className="w-6 text-right font-semibold tabular-nums">{i + 1}.</span>
              {item.kind === "hymn" ? (
                <Music className={icon} aria-hidden="true" />
              ) : item.kind === "passage" ? (
                <BookOpen className={icon} aria-hidden="true" />
              ) : item.slide?.style === "title" ? (
                <Heading className={icon} aria-hidden="true" />
              ) : (
                <MessageSquareText className={icon} aria-hidden="true" />
              )}
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
              {order.owner && item.slide && (
                <details className="w-full" open={result?.slide?.target === item.id || undefined}>
                  <summary className="cursor-pointer text-sm font-semibold text-accent underline">
                    Editar <span className="sr-only">{item.label}</span>
                  </summary>
                  <SlideForm
                    target={item.id}
                    label={item.label}
                    initial={{ estilo: item.slide.style, titulo: item.slide.title, texto: item.slide.text }}
                    result={result}
                    busy={busy}
                  />
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {order.owner && (
        <>
          <Form method="post" className="mt-6 grid gap-3 rounded-lg border border-line-strong p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
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
          <section aria-labelledby="novo-slide" className="mt-6 rounded-lg border border-line-strong p-4">
            <h2 id="novo-slide" className="text-lg font-bold">
              Slide livre
            </h2>
            <p className="mb-2 text-sm text-muted">Um título (Culto Divino, Boas-vindas) ou um texto: avisos, oração, ofertório.</p>
            <SlideForm target="novo" label="" initial={{ estilo: "text", titulo: "", texto: "" }} result={result} busy={busy} />
          </section>
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
            <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <input type="hidden" name="intent" value="horario" />
              <FormField
                label="Início do culto"
                hint="A tela de abertura da projeção mostra o nome da igreja e a contagem até este horário."
                name="inicio"
                id="campo-inicio-roteiro"
                type="time"
                defaultValue={order.startsAt ?? ""}
                error={result?.tone === "error" && result.field === "inicio" ? result.message : undefined}
              />
              <button type="submit" className={buttonClass("secondary")} disabled={busy}>
                Salvar horário
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

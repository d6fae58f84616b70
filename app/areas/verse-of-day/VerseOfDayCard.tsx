import { BookOpen, Check, Copy, Heart, ImageDown, MessageCircle, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useFetcher, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { FULL_MESSAGE, queuedFlip } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { LazyReadAloud } from "#app/areas/read-aloud/LazyReadAloud.tsx";
import { COPY_CONFIRMATION_MS, copyText, openShareLink, shareOrDownloadFile } from "#app/platform/sharing/browser-share.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import type { VerseOfDayCardData } from "./card.server.ts";
import {
  FAVORITES_KEY,
  parseFavorites,
  toggleFavorite,
  verseImageFileName,
  verseShareText,
  whatsAppShareUrl,
  whatsAppTextOnlyUrl,
} from "./daily-verse.ts";
import { IMAGE_ERROR } from "./verse-image-layout.ts";
import { HEART } from "#app/components/ui/mark-colours.ts";
import { refusalOf, type FormAnswer } from "#app/platform/http/field-errors.ts";

/** Where the card's form actions go (app/routes/versiculo-do-dia.ts). */
const VERSE_ACTION_PATH = "/versiculo-do-dia";

const actionButton = buttonClass("ghost", "px-3 py-1.5 text-sm border border-line-strong");

/** The verse of the day with copy, share, 'Novo' and favourite. */
export function VerseOfDayCard({ data, compact = false }: { data: VerseOfDayCardData; compact?: boolean }) {
  const { verse } = data;
  const location = useLocation();
  const favoriteFetcher = useFetcher<FormAnswer<{ favorite?: boolean }>>();
  const refused = refusalOf(favoriteFetcher.data);
  const shareFetcher = useFetcher();
  // A visitor's favourites, kept in local storage (null on the server and while hydrating).
  const visitorFavorites = useStoredValue(FAVORITES_KEY, "[]");
  const hydrated = visitorFavorites !== null;
  const [copied, setCopied] = useState(false);
  const [imageState, setImageState] = useState<"idle" | "working" | "error">("idle");
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A heart tapped offline waits in the queue (decision 0017), shown over the server's state.
  const queue = useOfflineForm(data, VERSE_ACTION_PATH);
  const target = { intent: "favorito", referencia: verse.referencia };
  const saved = data.favorite !== queuedFlip(queue.shown, queue.action, target);
  const favorite = data.member ? (favoriteFetcher.formData ? !saved : saved) : parseFavorites(visitorFavorites).includes(verse.referencia);

  function countShare(canal: "whatsapp" | "imagem") {
    if (data.member)
      void shareFetcher.submit({ intent: "compartilhado", referencia: verse.referencia, canal }, { method: "post", action: VERSE_ACTION_PATH });
  }

  async function copy() {
    if (!(await copyText(verseShareText(verse)))) return;
    setCopied(true);
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  function shareToWhatsApp(event: React.MouseEvent) {
    event.preventDefault();
    openShareLink(whatsAppShareUrl(verse, window.location.origin), whatsAppTextOnlyUrl(verse));
    countShare("whatsapp");
  }

  async function shareImage() {
    setImageState("working");
    try {
      const { verseImageBlob } = await import("./verse-image.ts");
      const blob = await verseImageBlob(verse, data.today ? "VERSÍCULO DO DIA" : "VERSÍCULO");
      const outcome = await shareOrDownloadFile(blob, verseImageFileName(verse), `${verse.referencia} — Lâmpada`);
      if (outcome !== "cancelled") countShare("imagem");
      setImageState("idle");
    } catch {
      setImageState("error");
    }
  }

  function toggleVisitorFavorite() {
    const next = toggleFavorite(parseFavorites(localStorage.getItem(FAVORITES_KEY)), verse.referencia);
    writeStoredValue(FAVORITES_KEY, JSON.stringify(next));
  }

  const heart = (
    <>
      <Heart className={`size-4 ${favorite ? HEART : ""}`} aria-hidden="true" />
      <span className="sr-only">Favorito</span>
    </>
  );

  return (
    <Card className={compact ? "p-4" : "p-6"}>
      <div className="flex items-start justify-between gap-3">
        <h2 className={`flex items-center gap-2 font-bold ${compact ? "text-lg" : "text-xl"}`}>
          <BookOpen className="size-5 text-accent" aria-hidden="true" />
          {data.today ? "Versículo do Dia" : "Versículo"}
        </h2>
        <span className="rounded-full bg-success-soft px-3 py-1 text-xs font-semibold text-success">{verse.tema}</span>
      </div>
      <blockquote className="mt-3">
        <p className={`font-serif italic ${compact ? "text-base" : "text-xl leading-relaxed"}`}>“{verse.texto}”</p>
        <footer className="mt-2 font-semibold text-accent">
          {verse.referencia} <span className="font-normal text-muted">({verse.versao})</span>
        </footer>
      </blockquote>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button type="button" className={actionButton} onClick={copy} disabled={!hydrated}>
          {copied ? <Check className="size-4 text-success" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? "Copiado!" : "Copiar"}
        </button>
        <a href={whatsAppTextOnlyUrl(verse)} target="_blank" rel="noopener noreferrer" className={actionButton} onClick={shareToWhatsApp}>
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp
        </a>
        <button type="button" className={actionButton} onClick={shareImage} disabled={!hydrated || imageState === "working"}>
          <ImageDown className="size-4" aria-hidden="true" />
          {imageState === "working" ? "Gerando imagem..." : "Compartilhar imagem"}
        </button>
        <Form method="get" action={location.pathname} preventScrollReset replace>
          <input type="hidden" name="versiculo" value={data.nextReference} />
          <button type="submit" className={actionButton}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Novo
          </button>
        </Form>
        {data.member ? (
          <favoriteFetcher.Form
            method="post"
            action={VERSE_ACTION_PATH}
            onSubmit={(event) => {
              queue.onSubmit(`${favorite ? "Desmarcar" : "Marcar"} ${verse.referencia} como favorito`)(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              void favoriteFetcher.submit({ intent: "favorito", referencia: verse.referencia }, { method: "post", action: VERSE_ACTION_PATH });
            }}
          >
            <input type="hidden" name="intent" value="favorito" />
            <input type="hidden" name="referencia" value={verse.referencia} />
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" className={actionButton} aria-pressed={favorite}>
              {heart}
            </button>
          </favoriteFetcher.Form>
        ) : (
          <button type="button" className={actionButton} aria-pressed={favorite} onClick={toggleVisitorFavorite} disabled={!hydrated}>
            {heart}
          </button>
        )}
        {data.member && queuedFlip(queue.waiting, queue.action, target) && <PendingMark />}
      </div>
      <p role="status" className="sr-only">
        {copied ? "Copiado!" : ""}
      </p>
      {imageState === "error" && (
        <div className="mt-3">
          <Notice tone="error">{IMAGE_ERROR}</Notice>
        </div>
      )}
      {queue.full && (
        <div className="mt-3">
          <Notice tone="error">{FULL_MESSAGE}</Notice>
        </div>
      )}
      {refused && (
        <div className="mt-3">
          <Notice tone="error">{refused}</Notice>
        </div>
      )}
      <div className="mt-4">
        <LazyReadAloud text={`${verse.texto} ${verse.referencia}.`} compact={compact} headingLevel={3} />
      </div>
    </Card>
  );
}

/** The compact card, for the Bible picker. */
export function VerseOfDayCompact({ data }: { data: VerseOfDayCardData }) {
  return <VerseOfDayCard data={data} compact />;
}

import { AtSign, Camera, Copy, ImageDown, MessageCircle, Share2 } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { copyText, downloadBlob, openInNewTab } from "#app/platform/sharing/browser-share.ts";
import { PRAYER_CARD, SHARE_BUTTONS } from "#app/components/ui/cover-colours.ts";
import {
  canShare,
  facebookUrl,
  PRAYER_HASHTAGS,
  PRAYER_MAX,
  PRAYER_MESSAGES,
  PRAYER_TITLE,
  prayerImageFileName,
  prayerShareText,
  twitterUrl,
  VERSE_MAX,
  whatsAppUrl,
} from "./prayer.ts";

const MESSAGE_MS = 3000;

function Action({ onClick, disabled, className, children }: { onClick: () => void; disabled: boolean; className: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold text-on-accent transition-opacity focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      {children}
    </button>
  );
}

/** /oracao: the prayer, an optional verse, the live preview and six share actions. */
export function PrayerSharing() {
  const [prayer, setPrayer] = useState("");
  const [verse, setVerse] = useState("");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [drawing, setDrawing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const disabled = !canShare(prayer);
  const text = prayerShareText(prayer, verse);

  function say(tone: "success" | "error", said: string) {
    setMessage({ tone, text: said });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  }

  async function copy(success: string) {
    if (await copyText(text)) say("success", success);
    else say("error", PRAYER_MESSAGES.copyError);
  }

  /** Opens a share link; where the new tab is blocked, the text is copied instead. */
  async function open(url: string) {
    if (!openInNewTab(url)) await copy(PRAYER_MESSAGES.clipboardFallback);
  }

  async function downloadImage() {
    setDrawing(true);
    try {
      const { prayerImageBlob } = await import("./prayer-image.ts");
      downloadBlob(await prayerImageBlob(prayer.trim(), verse.trim()), prayerImageFileName(new Date()));
      say("success", PRAYER_MESSAGES.imageDownloaded);
    } catch (error) {
      console.error(error);
      say("error", PRAYER_MESSAGES.imageError);
    } finally {
      setDrawing(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="grid gap-4 p-6">
        <FormField
          label="Seu pedido de oração"
          name="oracao"
          multiline
          maxLength={PRAYER_MAX}
          placeholder="Escreva aqui pelo que você gostaria que orassem..."
          value={prayer}
          onChange={(e) => setPrayer(e.currentTarget.value)}
          hint={`${prayer.length} de ${PRAYER_MAX} caracteres.`}
        />
        <FormField
          label="Versículo (opcional)"
          name="versiculo"
          maxLength={VERSE_MAX}
          placeholder="Ex.: Filipenses 4:6"
          value={verse}
          onChange={(e) => setVerse(e.currentTarget.value)}
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Action disabled={disabled} onClick={() => void open(whatsAppUrl(text))} className={SHARE_BUTTONS.whatsApp}>
            <MessageCircle className="size-5" aria-hidden="true" /> WhatsApp
          </Action>
          <Action disabled={disabled} onClick={() => void copy(PRAYER_MESSAGES.instagram)} className={SHARE_BUTTONS.instagram}>
            <Camera className="size-5" aria-hidden="true" /> Instagram
          </Action>
          <Action disabled={disabled} onClick={() => void open(facebookUrl(window.location.href, text))} className={SHARE_BUTTONS.facebook}>
            <Share2 className="size-5" aria-hidden="true" /> Facebook
          </Action>
          <Action disabled={disabled} onClick={() => void open(twitterUrl(text))} className={SHARE_BUTTONS.x}>
            <AtSign className="size-5" aria-hidden="true" /> X (Twitter)
          </Action>
          <Action disabled={disabled} onClick={() => void copy(PRAYER_MESSAGES.copied)} className={SHARE_BUTTONS.copy}>
            <Copy className="size-5" aria-hidden="true" /> Copiar
          </Action>
          <Action disabled={disabled || drawing} onClick={() => void downloadImage()} className={SHARE_BUTTONS.image}>
            <ImageDown className="size-5" aria-hidden="true" /> {drawing ? "Gerando..." : "Baixar Imagem"}
          </Action>
        </div>
        <div aria-live="polite">{message && <Notice tone={message.tone}>{message.text}</Notice>}</div>
      </Card>

      <section aria-labelledby="previa">
        <h2 id="previa" className="mb-3 text-xl font-bold">
          Prévia
        </h2>
        <div className={`rounded-xl bg-linear-to-br ${PRAYER_CARD} p-6 text-on-accent shadow-lg`}>
          <p className="text-center text-2xl font-bold">{PRAYER_TITLE}</p>
          <p className="mt-4 text-lg whitespace-pre-line" data-testid="previa-oracao">
            {prayer.trim() || "Seu pedido aparecerá aqui."}
          </p>
          {verse.trim() && <p className="mt-4 font-serif italic">{verse.trim()}</p>}
          <p className="mt-6 text-sm opacity-90">{PRAYER_HASHTAGS}</p>
        </div>
      </section>
    </div>
  );
}

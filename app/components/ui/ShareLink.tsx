import { useState } from "react";
import { Button, buttonClass } from "./Button.tsx";
import { inputClass } from "./FormField.tsx";
import { COPY_CONFIRMATION_MS, copyText } from "#app/platform/sharing/browser-share.ts";

/** The WhatsApp link that shares a text (where the Web Share API is missing, and before JavaScript). */
export function whatsAppTextUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * A full address to pass on (an invitation): shown whole and selectable, with 'Copiar' and
 * 'Compartilhar' — the phone's share sheet (Web Share API) where there is one, WhatsApp otherwise.
 * Before JavaScript, 'Compartilhar' is the WhatsApp link itself.
 */
export function ShareLink({ label, url, message, id }: { label: string; url: string; message: string; id: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `${message} ${url}`;
  const copy = async () => {
    setCopied(await copyText(url));
    setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
  };
  const share = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== "function") return;
    event.preventDefault();
    try {
      await navigator.share({ text: message, url });
    } catch {
      // Closed or refused: nothing to do, the address is on the page.
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input id={id} readOnly value={url} className={`${inputClass} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" onClick={copy}>
          Copiar
        </Button>
        <a href={whatsAppTextUrl(text)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")} onClick={share}>
          Compartilhar
        </a>
        <span role="status" className="text-sm font-semibold">
          {copied === true ? "Link copiado!" : copied === false ? "Não foi possível copiar: selecione o endereço e copie." : ""}
        </span>
      </div>
    </div>
  );
}

import { Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { copyText } from "#app/platform/sharing/browser-share.ts";

/** Sharing an order by link: the link to copy while it is shared, and the button that shares or stops sharing. */
export function OrderSharing({ shared, link, busy }: { shared: boolean; link: string; busy: boolean }) {
  const [copied, setCopied] = useState("");
  return (
    <section aria-labelledby="compartilhar" className="mt-8">
      <h2 id="compartilhar" className="mb-2 text-xl font-bold">
        Compartilhar
      </h2>
      {shared ? (
        <>
          <p className="mb-2">Quem tiver este link pode abrir e projetar o roteiro, sem alterá-lo:</p>
          <div className="flex flex-wrap gap-2">
            <label htmlFor="link-roteiro" className="sr-only">
              Link do roteiro
            </label>
            <input id="link-roteiro" readOnly value={link} className={`${inputClass} min-w-0 flex-1`} onFocus={(e) => e.currentTarget.select()} />
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
        <input type="hidden" name="compartilhado" value={shared ? "0" : "1"} />
        <button type="submit" className={buttonClass(shared ? "ghost" : "secondary")} disabled={busy}>
          <Link2 className="size-4" aria-hidden="true" />
          {shared ? "Deixar de compartilhar" : "Compartilhar por link"}
        </button>
      </Form>
    </section>
  );
}

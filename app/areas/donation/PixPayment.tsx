import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { COPY_CONFIRMATION_MS, copyText } from "#app/platform/sharing/browser-share.ts";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { formatAmount } from "./donation.ts";
import { PAPER } from "#app/components/ui/mark-colours.ts";

export interface PixAnswer {
  code: string;
  qr: string;
  amountCents: number;
  /** The key owner's name, as the admin typed it (what the payer's bank shows). */
  receiver: string;
  /** The pledge's reference, also inside the code (field 62-05). */
  reference: string;
}

/**
 * The end of a PIX gift, taking the screen: the amount, the reference and who receives, the QR
 * Code, the 'copia e cola' code with its copy button. It scrolls itself into view and takes the
 * focus when it appears (on a phone the form was above, out of sight).
 */
export function PixPayment({ pix }: { pix: PixAnswer }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const amount = `R$ ${formatAmount(pix.amountCents / 100)}`;
  useEffect(() => {
    // After the router's own scroll handling of the finished submission.
    const frame = requestAnimationFrame(() => {
      panel.current?.scrollIntoView({ block: "start" });
      panel.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pix.reference]);
  return (
    <section ref={panel} tabIndex={-1} aria-labelledby="pix-titulo" className="mb-6 scroll-mt-20 focus:outline-none">
      <Card className="p-4 sm:p-6">
        <h2 id="pix-titulo" className="text-xl font-bold">
          Pague com Pix
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">Valor</dt>
          <dd className="font-semibold">{amount}</dd>
          <dt className="font-medium">Referência</dt>
          <dd className="font-mono font-semibold tracking-wider">{pix.reference}</dd>
          <dt className="font-medium">Recebedor</dt>
          <dd className="break-words">{pix.receiver}</dd>
        </dl>
        <p className="mt-3 text-muted">
          Abra o app do seu banco, escolha Pix e leia o QR Code ou cole o código. Confira se o banco mostra <strong>{pix.receiver}</strong> como
          recebedor.
        </p>
        <div className="mt-4 grid items-start gap-4 sm:grid-cols-[auto_1fr]">
          <img
            src={pix.qr}
            alt={`QR Code Pix de ${amount} para ${pix.receiver}, referência ${pix.reference}`}
            width={220}
            height={220}
            className={`mx-auto size-56 rounded-lg ${PAPER} p-1`}
          />
          <div className="grid min-w-0 gap-2">
            <label htmlFor="pix-copia-e-cola" className="font-medium">
              Pix copia e cola ({amount})
            </label>
            <textarea
              id="pix-copia-e-cola"
              readOnly
              rows={5}
              value={pix.code}
              className={`${inputClass} font-mono text-sm break-all`}
              onFocus={(e) => e.currentTarget.select()}
            />
            {hydrated && (
              <Button
                variant="secondary"
                className="w-fit"
                onClick={async () => {
                  if (await copyText(pix.code)) {
                    setCopied(true);
                    setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
                  }
                }}
              >
                {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                {copied ? "Código copiado!" : "Copiar código"}
              </Button>
            )}
            <p role="status" className="sr-only">
              {copied ? "Código Pix copiado" : ""}
            </p>
          </div>
        </div>
      </Card>
    </section>
  );
}

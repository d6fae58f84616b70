import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { COPY_CONFIRMATION_MS, copyText } from "#app/platform/sharing/browser-share.ts";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { formatAmount } from "./donation.ts";

export interface PixAnswer {
  code: string;
  qr: string;
  amountCents: number;
  receiver: string;
}

/** The end of a PIX gift: the QR Code, the 'copia e cola' code with its copy button, and who receives. */
export function PixPayment({ pix }: { pix: PixAnswer }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const amount = `R$ ${formatAmount(pix.amountCents / 100)}`;
  return (
    <Card className="mb-6 p-4 sm:p-6">
      <h2 className="text-xl font-bold">Pague com Pix</h2>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        Abra o app do seu banco, escolha Pix e leia o QR Code ou cole o código. Confira o recebedor:{" "}
        <strong className="break-words">{pix.receiver}</strong>.
      </p>
      <div className="mt-4 grid items-start gap-4 sm:grid-cols-[auto_1fr]">
        <img
          src={pix.qr}
          alt={`QR Code Pix de ${amount} para ${pix.receiver}`}
          width={220}
          height={220}
          className="mx-auto size-56 rounded-lg bg-white p-1"
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
  );
}

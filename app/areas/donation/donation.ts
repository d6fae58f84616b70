import { numberFormat } from "#app/platform/site/intl-formats.ts";
/**
 * Donation rules: minimum R$ 5,00, three methods, the exact
 * messages. Pure and free of the validation library, so the page can use them as it is typed.
 */
export const DONATION_MIN = 5;
/** A pledge above this is surely a typing mistake. */
const DONATION_MAX = 1_000_000;
export const DONATION_STEP = 0.01;

export const DONATION_METHODS = ["cartao", "pix", "boleto"] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

export const METHOD_LABELS: Record<DonationMethod, string> = {
  cartao: "Cartão",
  pix: "Pix",
  boleto: "Boleto",
};

export const DONATION_MESSAGES = {
  belowMinimum: "O valor mínimo da doação é R$ 5,00",
  noMethod: "Por favor, selecione um método de pagamento",
  aboveMaximum: "O valor máximo da doação é R$ 1.000.000,00",
  notANumber: "Informe o valor em reais, por exemplo 50 ou 50,00.",
  unknownProject: "Projeto não encontrado. Escolha um projeto da lista.",
} as const;

/** 1234.5 → "1.234,50" (Brazilian currency format, without the symbol). */
export function formatAmount(value: number): string {
  return numberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The success message: 'Doação de R$ {valor} via {método} em processamento!'. */
export function donationSuccessMessage(amountCents: number, method: DonationMethod): string {
  return `Doação de R$ ${formatAmount(amountCents / 100)} via ${METHOD_LABELS[method]} em processamento!`;
}

/**
 * The typed amount in centavos: "50", "50.5", "50,50", "1.234,56"; a comma is the decimal
 * separator when present. Null when it is not an amount of at most two decimals.
 */
export function parseAmountCents(raw: string): number | null {
  let text = raw.trim().replace(/^R\$\s*/, "");
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/** The amount rule with its messages (below the minimum is the spec's own message). */
export function checkAmount(raw: string): AmountCheck {
  if (raw.trim() === "") return { ok: false, message: DONATION_MESSAGES.belowMinimum };
  const cents = parseAmountCents(raw);
  if (cents === null) return { ok: false, message: DONATION_MESSAGES.notANumber };
  if (cents < DONATION_MIN * 100) return { ok: false, message: DONATION_MESSAGES.belowMinimum };
  if (cents > DONATION_MAX * 100) return { ok: false, message: DONATION_MESSAGES.aboveMaximum };
  return { ok: true, cents };
}

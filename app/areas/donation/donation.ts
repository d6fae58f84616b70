import { numberFormat } from "#app/platform/site/intl-formats.ts";
/**
 * Donation rules: minimum R$ 5,00, three methods, the exact
 * messages. Pure and free of the validation library, so the page can use them as it is typed.
 */
const DONATION_MIN = 5;
/** A pledge above this is surely a typing mistake. */
const DONATION_MAX = 1_000_000;

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

/**
 * How much of a goal was received, for its label and bar. A real gift never reads 0 %: below
 * 1 % it shows one decimal ('0,6%'), below 0,1 % 'menos de 0,1%', and the bar keeps a sliver.
 * Whole percents round down, so a goal shows 100 % only when reached.
 */
export function goalProgress(receivedCents: number, goalCents: number): { label: string; bar: number } {
  const exact = (receivedCents * 100) / goalCents;
  if (receivedCents <= 0) return { label: "0%", bar: 0 };
  if (exact >= 100) return { label: `${Math.floor(exact)}%`, bar: 100 };
  if (exact >= 1) return { label: `${Math.floor(exact)}%`, bar: Math.floor(exact) };
  if (exact < 0.1) return { label: "menos de 0,1%", bar: 1 };
  return { label: `${(Math.floor(exact * 10) / 10).toFixed(1).replace(".", ",")}%`, bar: 1 };
}

/** The success message: 'Doação de R$ {valor} via {método} em processamento!'. */
export function donationSuccessMessage(amountCents: number, method: DonationMethod): string {
  return `Doação de R$ ${formatAmount(amountCents / 100)} via ${METHOD_LABELS[method]} em processamento!`;
}

/**
 * The typed amount in centavos, as Brazilians write it: "50", "25,50", "3.000", "3.000,00",
 * "1.234.567,89" (dots group thousands, a comma starts the centavos); a dot followed by one or
 * two digits is read as decimals ("50.5", from a number keypad). Null when it is not an amount
 * of at most two decimals.
 */
export function parseAmountCents(raw: string): number | null {
  let text = raw.trim().replace(/^R\$\s*/, "");
  if (text.includes(",")) {
    if (!/^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(text)) return null;
    text = text.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** A pledge's reference: letters and digits that cannot be misread (no 0/O, 1/I), as the BR Code's field 62-05 takes them. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 8;

/** A short reference made from random bytes (one character per byte). */
export function pledgeReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < REFERENCE_LENGTH) throw new RangeError("bytes insuficientes");
  return Array.from(randomBytes.subarray(0, REFERENCE_LENGTH), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
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

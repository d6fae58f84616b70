/**
 * PIX static BR Code ('copia e cola'): the EMV merchant-presented payload the Central Bank
 * of Brazil specifies, pure. Each field is ID (2 digits), length (2 digits), value; the
 * code ends with field 63, the CRC-16/CCITT-FALSE of everything before it including "6304".
 */

/** The receiver: a PIX key plus the name and city the payer's bank shows. */
export interface PixReceiver {
  key: string;
  name: string;
  city: string;
}

const NAME_MAX = 25;
const CITY_MAX = 15;
const REFERENCE_MAX = 25;
const KEY_MAX = 77;

/** One field: id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`campo ${id} longo demais`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR). */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Letters without accents, digits and spaces, at most `max` characters (names and cities in the code). */
export function pixText(value: string, max: number): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** The reference (field 62-05): letters and digits, at most 25; "***" when there is none. */
function reference(value: string | undefined): string {
  const cleaned = (value ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, REFERENCE_MAX);
  return cleaned || "***";
}

/**
 * The static BR Code for a transfer to `receiver` of `amountCents` (omitted: the payer types
 * the amount), with an optional reference the church sees on the transfer.
 */
export function pixPayload(receiver: PixReceiver, amountCents?: number, ref?: string): string {
  const key = receiver.key.trim();
  if (!key || key.length > KEY_MAX) throw new RangeError("chave Pix inválida");
  const name = pixText(receiver.name, NAME_MAX);
  const city = pixText(receiver.city, CITY_MAX);
  if (!name || !city) throw new RangeError("nome e cidade do recebedor são obrigatórios");
  if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents <= 0)) throw new RangeError("valor inválido");
  const body = [
    field("00", "01"),
    field("26", field("00", "br.gov.bcb.pix") + field("01", key)),
    field("52", "0000"),
    field("53", "986"),
    amountCents === undefined ? "" : field("54", (amountCents / 100).toFixed(2)),
    field("58", "BR"),
    field("59", name),
    field("60", city),
    field("62", field("05", reference(ref))),
    "6304",
  ].join("");
  return body + crc16(body).toString(16).toUpperCase().padStart(4, "0");
}

/** Whether a 'copia e cola' code ends with the right CRC. */
export function hasValidCrc(code: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/.exec(code);
  return match !== null && crc16(match[1]!) === parseInt(match[2]!, 16);
}

/**
 * A PIX key as the Central Bank defines them: CPF (11 digits), CNPJ (14 digits), e-mail,
 * phone (+55 and 10 or 11 digits) or a random key (UUID). Punctuation typed around CPF, CNPJ
 * and phone numbers is removed; null when it is none of these.
 */
export function normalisePixKey(raw: string): string | null {
  const value = raw.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return value.toLowerCase();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= KEY_MAX && /^[\x21-\x7e]+$/.test(value)) return value.toLowerCase();
  if (/^\+55[\s\d()-]+$/.test(value)) {
    const digits = value.replace(/\D/g, "");
    return /^55\d{10,11}$/.test(digits) ? `+${digits}` : null;
  }
  if (/^[\d.\-/\s]+$/.test(value)) {
    const digits = value.replace(/\D/g, "");
    if (digits.length === 11 && validCheckDigits(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])) return digits;
    if (digits.length === 14 && validCheckDigits(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
      return digits;
  }
  return null;
}

/** CPF and CNPJ: the two last digits are mod-11 checks of the ones before, with these weights. */
function validCheckDigits(digits: string, first: number[], second: number[]): boolean {
  if (/^(\d)\1+$/.test(digits)) return false;
  const check = (weights: number[]) => {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(first) === Number(digits[first.length]) && check(second) === Number(digits[second.length]);
}

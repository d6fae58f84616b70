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

/** Letters without accents, digits and single spaces: what a name or city may hold in the code. */
function pixLetters(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A name or city as the code holds it: without accents or symbols, at most `max` characters,
 * shortened by whole words from the end ('Igreja Adventista do Sétimo Dia' → 'Igreja Adventista do');
 * only a first word longer than `max` by itself is cut.
 */
export function pixText(value: string, max: number): string {
  const words = pixLetters(value).split(" ");
  let text = "";
  for (const word of words) {
    const next = text ? `${text} ${word}` : word;
    if (next.length > max) break;
    text = next;
  }
  return text || words[0]!.slice(0, max);
}

/** The BR Code's limits for the receiver's name (field 59) and city (field 60). */
export const PIX_NAME_MAX = NAME_MAX;
export const PIX_CITY_MAX = CITY_MAX;

/** How a typed name or city shows in the code, and whether that is shorter than typed (the admin form says so). */
export function pixTextPreview(value: string, max: number): { text: string; shortened: boolean } {
  const text = pixText(value, max);
  return { text, shortened: text !== pixLetters(value) };
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

/** The area codes (DDD) in use in Brazil. */
const AREA_CODES = new Set(
  "11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99".split(
    " ",
  ),
);

/** A Brazilian number of 10 or 11 digits with its area code: a landline (2–5 after the DDD) or a mobile (9 and 8 digits). */
function nationalNumber(digits: string): boolean {
  if (!AREA_CODES.has(digits.slice(0, 2))) return false;
  return digits.length === 11 ? digits[2] === "9" : digits.length === 10 && /[2-5]/.test(digits[2]!);
}

/**
 * A Brazilian phone number as typed — '+55 (11) 98765-4321', '(11) 98765-4321', '11987654321',
 * '011 98765-4321' — as digits with the country code (5511987654321); null when it is not one.
 */
export function brazilianPhone(raw: string): string | null {
  const value = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, "");
  if (value.startsWith("+")) {
    if (!digits.startsWith("55")) return null;
    digits = digits.slice(2);
  } else if (digits.length > 11 && digits.startsWith("55")) digits = digits.slice(2);
  else if (digits.length > 11 && digits.startsWith("0")) digits = digits.slice(1);
  return nationalNumber(digits) ? `55${digits}` : null;
}

const CPF_WEIGHTS = [
  [10, 9, 8, 7, 6, 5, 4, 3, 2],
  [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
] as const;
const CNPJ_WEIGHTS = [
  [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
] as const;

/**
 * A PIX key as the Central Bank defines them: CPF (11 digits), CNPJ (14 digits), e-mail,
 * phone (+55 and 10 or 11 digits) or a random key (UUID). Punctuation typed around CPF, CNPJ
 * and phone numbers is removed; a phone typed without +55 ('(11) 98765-4321') gets it. Digits
 * with dots or a slash are a CPF or CNPJ; eleven bare digits a CPF when its check digits hold,
 * else a mobile number; with spaces, brackets or only a hyphen, a phone. Null when it is none of these.
 */
export function normalisePixKey(raw: string): string | null {
  const value = raw.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return value.toLowerCase();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= KEY_MAX && /^[\x21-\x7e]+$/.test(value)) return value.toLowerCase();
  // CPF and CNPJ are typed bare or with dots and slashes ('529.982.247-25'); a phone with spaces, hyphens or brackets.
  if (/^\d+$/.test(value) || (/^[\d.\-/]+$/.test(value) && /[./]/.test(value))) {
    const digits = value.replace(/\D/g, "");
    if (digits.length === 11 && validCheckDigits(digits, ...CPF_WEIGHTS)) return digits;
    if (digits.length === 14 && validCheckDigits(digits, ...CNPJ_WEIGHTS)) return digits;
    if (/[./]/.test(value)) return null;
  }
  const phone = brazilianPhone(value);
  return phone ? `+${phone}` : null;
}

export type PixKeyKind = "cpf" | "cnpj" | "email" | "telefone" | "aleatoria";

/** What kind a stored key is (as normalisePixKey returns them). */
export function pixKeyKind(key: string): PixKeyKind {
  if (key.startsWith("+")) return "telefone";
  if (key.includes("@")) return "email";
  if (/^\d{11}$/.test(key)) return "cpf";
  if (/^\d{14}$/.test(key)) return "cnpj";
  return "aleatoria";
}

export const PIX_KEY_KIND_LABELS: Record<PixKeyKind, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "e-mail",
  telefone: "telefone",
  aleatoria: "chave aleatória",
};

/** CPF and CNPJ: the two last digits are mod-11 checks of the ones before, with these weights. */
function validCheckDigits(digits: string, first: readonly number[], second: readonly number[]): boolean {
  if (/^(\d)\1+$/.test(digits)) return false;
  const check = (weights: readonly number[]) => {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(first) === Number(digits[first.length]) && check(second) === Number(digits[second.length]);
}

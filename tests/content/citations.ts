import { books, type Book } from "#app/areas/bible/books.ts";
import { findReferences, parseReference, type FoundReference, type Reference } from "#app/areas/bible/references.ts";
import { VERSIONS, type Version } from "./bible-text.ts";

/**
 * How content names the Bible, read the way a reader does: references abbreviated ('Gn 39:9')
 * or with the book's full name ('Gênesis 39:9', 'Salmo 46'), and quotations in straight or
 * curly marks followed by the reference they quote, '(Gn 39:9)' or '(Gn 39:9, ACF)'.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const FULL_NAMES = new Map<string, Book>([...books.map((b) => [b.nome, b] as const), ["Salmo", books.find((b) => b.id === "sl")!]]);
const FULL_NAME_REFERENCE = new RegExp(
  `(?<![\\p{L}\\d])(?<!\\d )(${[...FULL_NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")}) (\\d{1,3})(?::(\\d{1,3})(?:[-–](\\d{1,3}))?)?(?![\\p{L}\\d]|:\\d)`,
  "gu",
);

/** The same reference written with the book's abbreviation, for parseReference. */
const abbreviated = (name: string, rest: string) => `${FULL_NAMES.get(name)!.abrev} ${rest}`;

/** 'Os' is Oseias's abbreviation and the article: 'Os 27 livros' is not a reference; 'Os 11:1' is. */
const ARTICLE_NOT_REFERENCE = /^Os \d+$/;

/** Every reference in a text, abbreviated or with the book's full name; `reference` is null when it names no real chapter. */
export function findAllReferences(text: string): FoundReference[] {
  const full = [...text.matchAll(FULL_NAME_REFERENCE)].map((m) => ({
    text: m[0],
    index: m.index,
    reference: parseReference(abbreviated(m[1]!, m[0].slice(m[1]!.length + 1).replace("–", "-"))),
  }));
  const abbreviations = findReferences(text).filter((f) => !ARTICLE_NOT_REFERENCE.test(f.text));
  const taken = new Set(abbreviations.map((f) => f.index)); // 'Jó 1' is both
  return [...abbreviations, ...full.filter((f) => !taken.has(f.index))].sort((a, b) => a.index - b.index);
}

/** A whole field that is one reference, abbreviated or not ('Gn 39:2-9', 'Jo 4:14'). */
export function parseAnyReference(text: string): Reference | null {
  const found = findAllReferences(text.trim());
  return found.length === 1 && found[0]!.text === text.trim() ? found[0]!.reference : null;
}
export const isReferenceField = (text: string) => findAllReferences(text.trim()).some((f) => f.text === text.trim());

/** A version named in a citation, e.g. the 'ACF' of '(Gn 39:9, ACF)'; other Portuguese versions are named so they can be reported. */
const VERSION_NAME = /(?<![\p{L}])(ACF|NVI|ARC|ARA|NAA|NTLH|NVT|AS21|KJA|TB)(?![\p{L}])/u;
export const namedVersion = (text: string) => VERSION_NAME.exec(text)?.[1];
export const isCheckedVersion = (name: string): name is Version => (VERSIONS as readonly string[]).includes(name);

export interface InlineQuotation {
  quotation: string;
  /** What the parenthesis after it says: '(Gn 39:9, ACF)' → 'Gn 39:9, ACF'. */
  cited: string;
  references: Array<Reference | null>;
  version?: string;
}

const QUOTE = /"([^"\n]+)"|“([^”\n]+)”/g;
/** After a quotation, in the same sentence: at most 60 characters without marks or parentheses, then '(…)'. */
const CITATION_AFTER = /^[^"“”()\n.!?]{0,60}\(([^()\n]+)\)/;
/** Before a quotation: what follows the last mark, parenthesis or sentence end, ending in ':' ('Gênesis 12:4 registra: '). */
const LEAD_IN = /[^"“”()\n.!?]{0,80}:\s*$/;

/**
 * Quotations in prose with the reference they quote: right after it in a parenthesis
 * ('“…” (Gn 39:9, ACF)'), or, failing that, named in the words that introduce it
 * ('Gênesis 12:4 registra: “…”'). A parenthesis naming no reference is not a citation.
 */
export function inlineQuotations(text: string): InlineQuotation[] {
  return [...text.matchAll(QUOTE)].flatMap((m) => {
    const quotation = (m[1] ?? m[2])!;
    const cited = CITATION_AFTER.exec(text.slice(m.index + m[0].length))?.[1];
    const after = cited ? findAllReferences(cited) : [];
    if (after.length > 0) return [{ quotation, cited: cited!, references: after.map((f) => f.reference), version: namedVersion(cited!) }];
    const leadIn = LEAD_IN.exec(text.slice(0, m.index))?.[0];
    const before = leadIn ? findAllReferences(leadIn).at(-1) : undefined;
    return before ? [{ quotation, cited: before.text, references: [before.reference], version: namedVersion(leadIn!) }] : [];
  });
}

/** Case, punctuation and spacing aside (accents and spelling count). */
export const comparable = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The pieces of a quotation between ellipses ('…', '...', '[...]'), which mark words left out. */
const ELLIPSIS = /\[?(?:…|\.\.\.)\]?/g;

/**
 * Whether a quotation is word for word a contiguous part of the passage, its pieces around
 * ellipses in order; words are matched whole ('amor' is not in 'amorosamente').
 */
export function quotes(passage: string, quotation: string): boolean {
  const haystack = ` ${comparable(passage)} `;
  let from = 0;
  const pieces = quotation
    .split(ELLIPSIS)
    .map(comparable)
    .filter((p) => p.length > 0);
  if (pieces.length === 0) return false;
  for (const piece of pieces) {
    const at = haystack.indexOf(` ${piece} `, from);
    if (at < 0) return false;
    from = at + piece.length + 1;
  }
  return true;
}

export interface SpokenWords {
  /** The words after the colon, without their quotation marks. */
  quotation: string;
  /** Whether they are in quotation marks. */
  marked: boolean;
  /** The reference written beside them, in the parenthesis after or in the words that introduce them; '' when none. */
  cited: string;
  references: Array<Reference | null>;
  version?: string;
}

/** A label at the start of a line ('Oração:'): one word, introducing no one's words. */
const LABEL = /(?:^|\n)[ \t]*[\p{L}]+$/u;
/** Quotation marks and what they hold, blanked (same length) so that a colon inside a quotation is not read as a new one. */
const blankQuotations = (text: string) => text.replace(/"[^"\n]*"|“[^”\n]*”/g, (q) => " ".repeat(q.length));
/** The words after a colon: in quotation marks, or up to '.', '!', '?' or '…' followed by a space or the end. */
const SPOKEN = /^\s*(?:"([^"\n]+)"|“([^”\n]+)”|([^\n]*?[^\s.!?…])(?:[.!?…]+(?=\s|$)|(?=\n|$)))/;
/**
 * Verbs and nouns that give someone's words ('Jesus disse:', 'Deus prometeu:', 'Paulo conclui:',
 * 'faz o convite:'): unmarked words after a colon are speech only after one of them; a list or an
 * explanation is not.
 */
export const SAYING = new RegExp(
  `(?<!\\p{L})(?:${[
    "diz", "disse", "disseram", "dizia", "dizendo", "dizem", "falou", "fala", "ora", "orou", "orava", "oraram", "declara", "declarou",
    "declararam", "promete", "prometeu", "lembra", "lembrou", "conclui", "concluiu", "escreve", "escreveu", "pergunta", "perguntou",
    "perguntava", "responde", "respondeu", "responderam", "clama", "clamou", "afirma", "afirmou", "pede", "pediu", "pedia", "cita",
    "citou", "exclama", "exclamou", "ordena", "ordenou", "manda", "mandou", "aconselha", "aconselhou", "ensina", "ensinou", "resume",
    "resumiu", "garante", "garantiu", "anuncia", "anunciou", "registra", "registrou", "canta", "cantou", "confessou", "gritou", "bradou",
    "suplicou", "jurou", "avisa", "avisou", "adverte", "advertiu", "repete", "repetiu", "proclama", "proclamou", "insiste", "insistiu",
    "assegura", "assegurou", "roga", "rogou", "exorta", "exortou", "convida", "convidou", "lamenta", "lamentou", "testemunhou", "chama",
    "chamou", "profetizou", "anunciaram", "cantaram", "gritaram", "acrescenta", "acrescentou", "acrescentaram", "desafia", "desafiou",
    "perguntaram", "explica", "explicou", "defende", "defendeu", "destaca", "destacou", "zomba", "zombou", "aponta", "apontou",
    // Nouns that announce words: 'faz o convite:', 'uma frase terna:', 'a promessa tem uma condição:'.
    "palavra", "palavras", "frase", "pedido", "convite", "definição", "resposta", "promessa", "condição", "coro", "conselho",
  ].join("|")})(?!\\p{L})`,
  "iu",
);
/** The lead-in's sentence: what follows the last sentence end or line break before the colon. */
const LEAD_IN_SENTENCE = /[^\n.!?]*$/;

/**
 * Words given as someone's speech after a colon — 'Jesus orou: Meu Pai, se é possível…',
 * 'Maria disse: “Fazei tudo…”' — with the reference written beside them, if any (in a
 * parenthesis right after them, or in the words that introduce them). A one-word label at the
 * start of a line ('Oração:') introduces no one's words. Whether unmarked words quote a verse is
 * decided against the verse (content-checks.ts: `checkDirectSpeech`).
 */
export function directSpeech(text: string): SpokenWords[] {
  const blanked = blankQuotations(text);
  return [...blanked.matchAll(/:(?!\d)/g)].flatMap((colon) => {
    const before = text.slice(0, colon.index);
    if (LABEL.test(before)) return [];
    const rest = text.slice(colon.index + 1);
    const m = SPOKEN.exec(rest);
    const spoken = m && (m[1] ?? m[2] ?? m[3]);
    if (!m || !spoken) return [];
    const leadIn = LEAD_IN_SENTENCE.exec(before)![0];
    // Unmarked words holding a quotation in marks are the writer's, around the quotation the prose check reads.
    if (m[3] !== undefined && /["“”]/.test(m[3])) return [];
    if (m[3] !== undefined && !SAYING.test(leadIn)) return []; // a list or an explanation after the colon, not someone's words
    // Unmarked words may end in their own parenthesis: 'Jesus disse: Eu sou o caminho (Jo 14:6).'
    const ownParenthesis = m[3] === undefined ? null : /^(.*?)\s*\(([^()\n]+)\)$/.exec(spoken);
    const citedAfter = ownParenthesis?.[2] ?? CITATION_AFTER.exec(rest.slice(m[0].length))?.[1];
    const after = citedAfter ? findAllReferences(citedAfter) : [];
    const named = after.length > 0 ? after : findAllReferences(leadIn).slice(-1);
    return [
      {
        quotation: ownParenthesis?.[1] ?? spoken,
        marked: m[3] === undefined,
        cited: after.length > 0 ? citedAfter! : (named[0]?.text ?? ""),
        references: named.map((f) => f.reference),
        version: namedVersion(after.length > 0 ? citedAfter! : leadIn),
      },
    ];
  });
}

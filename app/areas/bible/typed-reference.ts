import { foldForSearch } from "#app/platform/site/search-text.ts";
import { books, findBook, type Book } from "./books.ts";
import { passageParam } from "./passage-range.ts";
import { formatReference, referenceHref, type Reference } from "./references.ts";
import { DEFAULT_READER_VERSION, type TextVersion } from "./versions.ts";

/**
 * A Bible reference typed in the search box, as Brazilians write one (pure):
 * - the book by its name with or without accents ("Gênesis", "genesis"), a long name ("Atos dos
 *   Apóstolos", "Lamentações de Jeremias", "Cantares de Salomão", "Apocalipse de João") or a
 *   common abbreviation ("Gn", "Gên", "Êx", "Deut", "Rom", "1 Cor", "2 Tess"), with dots or not;
 * - a numbered book's number as a digit, an ordinal or a Roman numeral ("1 Coríntios",
 *   "Primeira Coríntios", "1a", "1ª", "1º", "1.", "I Coríntios", "II Timóteo");
 * - the chapter and verse with ":", ".", "," or a space ("Jo 3:16", "jo 3 16", "Sl 23,1"), or in
 *   words ("João capítulo 3 versículo 16", "Jo 3 v. 16", "Mateus cap. 5");
 * - a verse range ("1co13:4-7"), a range across chapters ("Is 52:13-53:12") or of chapters ("Mt 5-7");
 * - a one-chapter book cited by its verse ("Jd 3", "Fm 6", "2Jo 6": chapter 1, verse N).
 * Case and accents do not matter, except that "Jó" with its accent is Job and "Jo" is João.
 * Anything else is not a reference and is searched as words.
 */
export type TypedReference = { ok: true; reference: Reference } | { ok: false; message: string };

/**
 * Every name a book is typed by, besides its id, abbreviation and name (which every book has):
 * folded (no accents, lower case), without spaces or dots, a numbered book's number as a digit.
 */
const ALIASES: Record<string, readonly string[]> = {
  gn: ["gen", "gene", "genes"],
  ex: ["exo", "exod", "exodo", "exd"],
  lv: ["lev", "levit", "le", "leviticos"],
  nm: ["num", "numer", "nu"],
  dt: ["deu", "deut", "deuter", "deuteron"],
  js: ["jos", "josu"],
  jz: ["jui", "juiz", "juz"],
  rt: ["rut", "rute", "ru"],
  "1sm": ["1s", "1sa", "1sam"],
  "2sm": ["2s", "2sa", "2sam"],
  "1rs": ["1r", "1re", "1rei", "1reis"],
  "2rs": ["2r", "2re", "2rei", "2reis"],
  "1cr": ["1cro", "1cron", "1cronica"],
  "2cr": ["2cro", "2cron", "2cronica"],
  ed: ["esd", "esdr"],
  ne: ["nee", "neem", "neemia"],
  et: ["est", "este"],
  job: [],
  sl: ["sal", "salm", "salmo", "ps"],
  pv: ["pr", "pro", "prov", "prove", "proverb", "prv"],
  ec: ["ecl", "ecle", "ecles", "eclesiast", "coelet", "coelete", "qohelet"],
  ct: [
    "can",
    "cant",
    "cantares",
    "cantico",
    "canticos",
    "canticodoscanticos",
    "canticosdoscanticos",
    "cantaresdesalomao",
    "ctc",
    "cnt",
    "canticosuperlativo",
    "canticodesalomao",
    "canticosdesalomao",
  ],
  is: ["isa", "isai"],
  jr: ["jer", "jere", "jerem", "je"],
  lm: ["lam", "lament", "lamentacao", "lamentacoesdejeremias"],
  ez: ["eze", "ezeq", "ezeque"],
  dn: ["dan", "dani", "da"],
  os: ["ose", "osei", "oseas"],
  jl: ["joe"],
  am: ["amo"],
  ob: ["obd", "oba", "obad", "abdias", "abd"],
  jn: ["jon"],
  mq: ["miq", "miqu"],
  na: ["nau"],
  hc: ["hab", "habac", "habacuc"],
  sf: ["sof", "sofo"],
  ag: ["age"],
  zc: ["zac", "zaca", "zacar"],
  ml: ["mal", "mala", "malaq"],
  mt: ["mat", "mateu", "evangelhodemateus"],
  mc: ["mar", "marc", "mr", "mrc", "evangelhodemarcos"],
  lc: ["luc", "luca", "evangelhodelucas"],
  jo: ["joa", "evangelhodejoao"],
  at: ["ato", "atosdosapostolos"],
  rm: ["rom", "roma", "ro"],
  "1co": ["1c", "1cor", "1corin", "1corint"],
  "2co": ["2c", "2cor", "2corin", "2corint"],
  gl: ["ga", "gal", "gala", "galat"],
  ef: ["efe", "efes", "efesio"],
  fp: ["fl", "fil", "filip", "filipe", "filipens"],
  cl: ["col", "colo", "colos", "colossense"],
  "1ts": ["1te", "1tes", "1tess", "1ts", "1tessalonic"],
  "2ts": ["2te", "2tes", "2tess", "2ts", "2tessalonic"],
  "1tm": ["1ti", "1tim", "1timo"],
  "2tm": ["2ti", "2tim", "2timo"],
  tt: ["tit"],
  fm: ["flm", "filem", "filemon", "filemo", "flmn", "fmn"],
  hb: ["heb", "hebr", "hebreu"],
  tg: ["tia", "tiag"],
  "1pe": ["1p", "1pd", "1ped"],
  "2pe": ["2p", "2pd", "2ped"],
  "1jo": ["1j", "1joa"],
  "2jo": ["2j", "2joa"],
  "3jo": ["3j", "3joa"],
  jd: ["jud"],
  ap: ["apo", "apoc", "apocal", "apocalipsedejoao", "apocalipsedesaojoao", "revelacao", "apc"],
};

/** Spaces, dots and hyphens out: "1 Co." → "1Co". */
const squeeze = (text: string) => text.replace(/[\s.\-–]+/g, "");

/** Keys as typed with their accents (only lower case): "jó" is Job, never João. */
const withAccents = new Map<string, Book>();
/** Keys folded (no accents): "joao", "genesis", "1co", "1cor". Job's folded "jo" is João's. */
const folded = new Map<string, Book>();
for (const book of books) {
  for (const name of [book.id, book.abrev, book.nome]) {
    withAccents.set(squeeze(name).toLowerCase(), book);
    if (!(book.id === "job" && name === book.abrev)) folded.set(foldForSearch(squeeze(name)), book);
  }
}
folded.set("jo", findBook("jo")!);
for (const [id, aliases] of Object.entries(ALIASES)) {
  const book = findBook(id)!;
  for (const alias of aliases) {
    // One name, one book: a name given to two books is a mistake in this table.
    const taken = folded.get(alias);
    if (taken && taken !== book) throw new Error(`"${alias}" names both ${taken.id} and ${book.id}`);
    folded.set(alias, book);
  }
}

/**
 * Short names Brazilians give two books: "Es" is Ester or Esdras, "Ju" Juízes or Judas, "Fi"
 * Filipenses or Filemom, "Ti" Tito or Tiago. Neither is guessed: both are offered.
 */
const AMBIGUOUS: Record<string, readonly string[]> = { es: ["et", "ed"], ju: ["jz", "jd"], fi: ["fp", "fm"], ti: ["tt", "tg"] };
for (const key of Object.keys(AMBIGUOUS)) if (folded.has(key)) throw new Error(`"${key}" is both ambiguous and one book's`);

/** Words around a book's name that name no book: "primeira (carta) de João", "Carta aos Romanos", "Evangelho segundo Mateus". */
const AROUND_NAME =
  /^(?:(?:o|a)\s+)?(?:(?:livro|evangelho|carta|ep[íi]stola|profecia)\s+)?(?:(?:de|do|da|dos|das|aos|[àa]s|ao|a|segundo)\s+)?(?:s[ãa]o\s+)?/u;

/** The books a typed name (the number as a digit before it, if any) names: one, two when it is ambiguous, or none. */
function booksNamed(number: string, name: string): Book[] {
  for (const typed of [name, name.replace(AROUND_NAME, "")]) {
    const key = number + squeeze(typed);
    const book = withAccents.get(key.toLowerCase()) ?? folded.get(foldForSearch(key));
    if (book) return [book];
    const both = AMBIGUOUS[foldForSearch(key)];
    if (both) return both.map((id) => findBook(id)!);
  }
  return [];
}

/** A numbered book's number, written as a digit, an ordinal ("1ª", "1o", "1a.", "1.", "primeira") or a Roman numeral ("I", "I."). */
const NUMBER = String.raw`(?:([1-3])\s*(?:[ºª°]\.?|[oa]\.?(?=\s)|\.)?|(primeir[ao]|segund[ao]|terceir[ao])|(iii|ii|i)\.?(?=\s))\s*`;
const ORDINAL_WORDS: Record<string, string> = { primeira: "1", primeiro: "1", segunda: "2", segundo: "2", terceira: "3", terceiro: "3" };
const ROMAN: Record<string, string> = { i: "1", ii: "2", iii: "3" };

/** "capítulo", "cap.", "cap" before the chapter. */
const CHAPTER_WORD = String.raw`(?:cap(?:[íi]tulos?|\.)?\s*)?`;
/** Between chapter and verse: ":", ".", ",", "versículo", "vers.", "v.", "vv", "vs" or a space. */
const VERSE_SEPARATOR = String.raw`(?:\s*[:.,]\s*|\s*,?\s*(?:vers[íi]culos?|vers\.?|vv?\.?|vs\.?)\s*|\s+)`;
/** Between a range's ends: a dash, "a" or "até". */
const TO = String.raw`(?:\s*[-–—]\s*|\s+(?:a|at[ée])\s+)`;

const SHAPE = new RegExp(
  String.raw`^(?:${NUMBER})?(\p{L}[\p{L}\s.]*?)\s*\.?\s*${CHAPTER_WORD}(\d{1,3})` +
    String.raw`(?:${VERSE_SEPARATOR}(\d{1,3})(?:${TO}(?:(\d{1,3})\s*[:.]\s*)?(\d{1,3}))?|${TO}(\d{1,3}))?$`,
  "u",
);

/** Chapter and verses as typed, before they are checked against a book. */
interface Cited {
  chapter: number;
  verseStart?: number;
  verseEnd?: number;
  endChapter?: number;
  chapterEnd?: number;
}

const numberOrNone = (text: string | undefined) => (text === undefined ? undefined : Number(text));

/** What one typed reference could mean: one answer a book it may name (none when it is words). */
function readings(query: string): TypedReference[] {
  const match = SHAPE.exec(query.trim().replace(/\s+/g, " ").toLowerCase());
  if (!match) return [];
  const [, digit, ordinal, roman, name, chapterText, startText, endChapterText, endVerseText, chapterEndText] = match;
  const number = digit ?? (ordinal ? ORDINAL_WORDS[ordinal] : roman ? ROMAN[roman] : "") ?? "";
  const cited: Cited = {
    chapter: Number(chapterText),
    verseStart: numberOrNone(startText),
    verseEnd: numberOrNone(endVerseText),
    endChapter: numberOrNone(endChapterText),
    chapterEnd: numberOrNone(chapterEndText),
  };
  return booksNamed(number, name!).map((book) => referenceIn(book, cited));
}

/** The reference a book and typed chapter and verses make, or the message when they do not exist in it. */
function referenceIn(book: Book, cited: Cited): TypedReference {
  let { chapter, verseStart, verseEnd, chapterEnd } = cited;
  let endChapter = cited.endChapter;
  // A one-chapter book cited by its verse: "Jd 3" is Judas 1:3, "Ob 15-21" its verses 15 to 21.
  if (book.capitulos === 1 && verseStart === undefined && (chapter > 1 || chapterEnd !== undefined)) {
    [verseStart, verseEnd, chapterEnd, chapter] = [chapter, chapterEnd, undefined, 1];
  }
  const tooFar = (n: number) => n < 1 || n > book.capitulos;
  const wrongChapter = [chapter, endChapter, chapterEnd].find((n) => n !== undefined && tooFar(n));
  if (wrongChapter !== undefined) {
    const chapters = book.capitulos === 1 ? "tem só 1 capítulo" : `tem ${book.capitulos} capítulos`;
    return { ok: false, message: `${book.nome} ${chapters}; não existe o capítulo ${wrongChapter}.` };
  }
  if (verseStart === 0 || verseEnd === 0) return { ok: false, message: "Os versículos começam no 1." };
  if (endChapter === chapter) endChapter = undefined;
  if (chapterEnd === chapter) chapterEnd = undefined;
  if (endChapter !== undefined && endChapter < chapter)
    return { ok: false, message: `O trecho ${chapter}:${verseStart}-${endChapter}:${verseEnd} está invertido.` };
  if (chapterEnd !== undefined && chapterEnd < chapter)
    return { ok: false, message: `O intervalo ${chapter}-${chapterEnd} está invertido; escreva, por exemplo, ${chapterEnd}-${chapter}.` };
  if (endChapter === undefined && verseStart !== undefined && verseEnd !== undefined && verseEnd < verseStart) {
    return { ok: false, message: `O intervalo ${verseStart}-${verseEnd} está invertido; escreva, por exemplo, ${verseEnd}-${verseStart}.` };
  }
  if (endChapter === undefined && verseEnd === verseStart) verseEnd = undefined;
  const reference: Reference = { book, chapter, verseStart, verseEnd: endChapter === undefined ? verseEnd : undefined };
  if (endChapter !== undefined) reference.end = { chapter: endChapter, verse: verseEnd };
  if (chapterEnd !== undefined) reference.end = { chapter: chapterEnd };
  return { ok: true, reference };
}

/**
 * The reference a search query names, a message when it names a chapter or verse that does not
 * exist, or null when it is words or could name two books ("Es 4": see parseTypedPassages).
 */
export function parseTypedReference(query: string): TypedReference | null {
  const found = readings(query);
  return found.length === 1 ? found[0]! : null;
}

/**
 * The passages a query names: one ("Jo 3:16"), a list separated by ";" whose later items may leave
 * out the book ("Rm 8:28; 12:1-2", "Sl 23; Jo 3:16"), or a choice when a short name could be two
 * books ("Es 4": Ester 4 or Esdras 4; only those where the chapter exists). A message when a
 * chapter does not exist; null when it is words.
 */
export type TypedPassages = { ok: true; kind: "one" | "list" | "choice"; references: Reference[] } | { ok: false; message: string };

/** More passages than a list is read for: past them the query is words. */
export const MAX_LISTED_PASSAGES = 20;

export function parseTypedPassages(query: string): TypedPassages | null {
  const parts = query.split(";").map((part) => part.trim());
  if (parts.some((part) => part === "") && parts.length > 1) return null;
  if (parts.length > MAX_LISTED_PASSAGES) return null;
  const references: Reference[] = [];
  let previous: Book | null = null;
  for (const part of parts) {
    // A later item without its book ("12:1-2") is in the book before it.
    let found = readings(part);
    if (found.length === 0 && previous && /^\d/.test(part)) found = readings(`${previous.abrev} ${part}`);
    if (found.length === 0) return null;
    const valid = found.flatMap((typed) => (typed.ok ? [typed.reference] : []));
    const first = found[0]!;
    if (valid.length === 0) return first.ok ? null : first;
    references.push(...valid);
    previous = valid.length === 1 ? valid[0]!.book : null;
  }
  const kind = parts.length > 1 ? "list" : references.length > 1 ? "choice" : "one";
  return { ok: true, kind, references };
}

/** A passage named with its book's whole name, to tell passages apart in a list: "Romanos 12:1-2", "Ester 4". */
export function typedPassageTitle(reference: Reference): string {
  return `${reference.book.nome} ${typedReferenceLabel(reference).slice(reference.book.abrev.length + 1)}`;
}

/** How a typed reference is named: "Jo 3:16", "Is 52:13–53:12", "Mt 5–7". */
export function typedReferenceLabel(reference: Reference): string {
  const { book, chapter, verseStart, end } = reference;
  if (!end) return formatReference(reference);
  return verseStart === undefined ? `${book.abrev} ${chapter}–${end.chapter}` : `${book.abrev} ${chapter}:${verseStart}–${end.chapter}:${end.verse}`;
}

/**
 * The reader's address for a typed reference in the version searched, at its first verse, with
 * its range to highlight: /biblia/jo/3?versao=NVI&trecho=3:16-18#v16.
 */
export function typedReferenceHref(reference: Reference, version: TextVersion): string {
  const upper = version.toUpperCase();
  const [path, anchor = ""] = referenceHref(reference).split("#");
  const params = new URLSearchParams();
  if (upper !== DEFAULT_READER_VERSION) params.set("versao", upper);
  const range = passageParam(reference);
  if (range) params.set("trecho", range);
  const search = params.size ? `?${params.toString().replaceAll("%3A", ":")}` : "";
  return `${path}${search}${anchor && `#${anchor}`}`;
}

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
  ex: ["exo", "exod", "exodo"],
  lv: ["lev", "levit"],
  nm: ["num", "numer"],
  dt: ["deu", "deut", "deuter", "deuteron"],
  js: ["jos", "josu"],
  jz: ["jui", "juiz", "juz"],
  rt: ["rut", "rute"],
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
  pv: ["pr", "pro", "prov", "prove", "proverb"],
  ec: ["ecl", "ecle", "ecles", "eclesiast"],
  ct: ["can", "cant", "cantares", "cantico", "canticos", "canticodoscanticos", "canticosdoscanticos", "cantaresdesalomao", "ctc"],
  is: ["isa", "isai"],
  jr: ["jer", "jere", "jerem"],
  lm: ["lam", "lament", "lamentacao", "lamentacoesdejeremias"],
  ez: ["eze", "ezeq", "ezeque"],
  dn: ["dan", "dani"],
  os: ["ose", "osei", "oseas"],
  jl: ["joe"],
  am: ["amo"],
  ob: ["obd", "oba", "obad", "abdias"],
  jn: ["jon"],
  mq: ["miq", "miqu"],
  na: ["nau"],
  hc: ["hab", "habac", "habacuc"],
  sf: ["sof", "sofo"],
  ag: ["age"],
  zc: ["zac", "zaca", "zacar"],
  ml: ["mal", "mala", "malaq"],
  mt: ["mat", "mateu", "evangelhodemateus"],
  mc: ["mar", "marc", "mr", "evangelhodemarcos"],
  lc: ["luc", "luca", "evangelhodelucas"],
  jo: ["joa", "evangelhodejoao"],
  at: ["ato", "atosdosapostolos"],
  rm: ["rom", "roma"],
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
  fm: ["flm", "filem", "filemon", "filemo"],
  hb: ["heb", "hebr", "hebreu"],
  tg: ["tia", "tiag"],
  "1pe": ["1p", "1pd", "1ped"],
  "2pe": ["2p", "2pd", "2ped"],
  "1jo": ["1j", "1joa"],
  "2jo": ["2j", "2joa"],
  "3jo": ["3j", "3joa"],
  jd: ["jud"],
  ap: ["apo", "apoc", "apocal", "apocalipsedejoao", "apocalipsedesaojoao", "revelacao"],
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

/** The book a typed name (the number as a digit before it, if any) names. */
function bookNamed(number: string, name: string): Book | undefined {
  const key = number + squeeze(name);
  return withAccents.get(key.toLowerCase()) ?? folded.get(foldForSearch(key));
}

/** A numbered book's number, written as a digit, an ordinal ("1ª", "1o", "1.", "primeira") or a Roman numeral. */
const NUMBER = String.raw`(?:([1-3])\s*(?:[ºª°]|[oa](?=\s)|\.)?|(primeir[ao]|segund[ao]|terceir[ao])|(iii|ii|i)(?=\s))\s*`;
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

/** The reference a search query names, a message when it names a chapter or verse that does not exist, or null when it is words. */
export function parseTypedReference(query: string): TypedReference | null {
  const match = SHAPE.exec(query.trim().replace(/\s+/g, " ").toLowerCase());
  if (!match) return null;
  const [, digit, ordinal, roman, name, chapterText, startText, endChapterText, endVerseText, chapterEndText] = match;
  const number = digit ?? (ordinal ? ORDINAL_WORDS[ordinal] : roman ? ROMAN[roman] : "") ?? "";
  const book = bookNamed(number, name!);
  if (!book) return null;
  let chapter = Number(chapterText);
  let verseStart = startText === undefined ? undefined : Number(startText);
  let verseEnd = endVerseText === undefined ? undefined : Number(endVerseText);
  let endChapter = endChapterText === undefined ? undefined : Number(endChapterText);
  let chapterEnd = chapterEndText === undefined ? undefined : Number(chapterEndText);
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

import { formatReference, type Reference } from "#app/areas/bible/references.ts";
import { passageText, VERSIONS, versesInChapter, wholeChapter, type Version } from "./bible-text.ts";
import { comparable, directSpeech, SAYING, findAllReferences, inlineQuotations, isCheckedVersion, parseAnyReference, quotes } from "./citations.ts";
import type { ContentItem } from "./content-corpus.ts";

/**
 * The checks over all content (tests/content/content.test.ts runs them): quotations match the
 * version they name or imply, references resolve, a story's people are in the passage it
 * cites, and no two items say the same thing. Each returns lines naming the item, so a
 * failure says where to look.
 */

/** The version a quotation that names none is read in: the portal quotes the ACF unless it says otherwise. */
export const IMPLIED_VERSION: Version = "ACF";

export interface Quotation {
  where: string;
  quotation: string;
  /** As written, for the report. */
  cited: string;
  references: Array<Reference | null>;
  version: string;
}

/** Every quotation in the items: the fields that quote a verse and the marked quotations in prose. */
export function quotationsIn(items: readonly ContentItem[]): Quotation[] {
  return items.flatMap((item) => {
    const q = item.fieldQuotation;
    const fromField: Quotation[] = q
      ? [
          {
            where: `${item.where} (${q.field})`,
            quotation: q.quotation,
            cited: q.reference,
            references: [parseAnyReference(q.reference)],
            version: q.version ?? IMPLIED_VERSION,
          },
        ]
      : [];
    const inProse = item.fields.flatMap((field) =>
      inlineQuotations(field.text).map((found) => ({ where: `${item.where} (${field.name})`, ...found, version: found.version ?? IMPLIED_VERSION })),
    );
    return [...fromField, ...inProse];
  });
}

export interface QuotationReport {
  /** Quotations compared with their version's text. */
  compared: number;
  /** Quotations that are not word for word in the passage they cite, one line each. */
  wrong: string[];
  /** Quotations whose version's text is not at hand (the full text is absent), one line each. */
  notCompared: string[];
}

/**
 * Compares each quotation with the passage it cites in the version it names or implies
 * (`passageOf`: the full text beside the project, or a test's own passages).
 */
export function checkQuotations(
  quotations: readonly Quotation[],
  passageOf: (reference: Reference, version: Version) => string | null = passageText,
): QuotationReport {
  const report: QuotationReport = { compared: 0, wrong: [], notCompared: [] };
  for (const q of quotations) {
    const line = `${q.where}: "${q.quotation}" (${q.cited}) [${q.version}]`;
    const references = q.references.filter((r): r is Reference => r !== null);
    if (!isCheckedVersion(q.version)) {
      report.wrong.push(`${line} — versão sem texto para conferir; cite ACF ou NVI`);
      continue;
    }
    if (references.length === 0) continue; // an unresolved reference is reported by checkReferences
    const passages = references.map((r) => passageOf(r, q.version as Version));
    if (passages.some((p) => p === null)) {
      report.notCompared.push(line);
      continue;
    }
    report.compared++;
    if (!passages.some((p) => quotes(p!, q.quotation))) report.wrong.push(line);
  }
  return report;
}

/** Words after a colon (content-checks' `directSpeechIn`), marked or not, with the reference and version they are read against. */
export interface SpokenQuotation extends Quotation {
  marked: boolean;
  /** What to do when they differ; the advice for speech after a colon when not given. */
  advice?: string;
}

/** The reference an item is about: its field quotation's, or a `versiculo`/`referencia` field that is one. */
function ownReference(item: ContentItem): { cited: string; reference: Reference | null } | undefined {
  const field = item.fieldQuotation?.reference ?? item.fields.find((f) => (f.name === "versiculo" || f.name === "referencia") && parseAnyReference(f.text))?.text;
  return field === undefined ? undefined : { cited: field, reference: parseAnyReference(field) };
}

/**
 * Words given as speech after a colon ('Jesus orou: Meu Pai…', 'Maria disse: “Fazei…”'), with the
 * reference written beside them or, when none is, the item's own verse (`versiculo`,
 * `referencia`) in the item's version; quotations the prose check already reads (marked, with
 * their reference beside them) are left to it.
 */
export function directSpeechIn(items: readonly ContentItem[]): SpokenQuotation[] {
  return items.flatMap((item) => {
    const own = ownReference(item);
    return item.fields.flatMap((field) => {
      const read = new Set(inlineQuotations(field.text).map((q) => q.quotation));
      return directSpeech(field.text).flatMap((s): SpokenQuotation[] => {
        if (s.marked && read.has(s.quotation)) return [];
        const beside = s.references.length > 0;
        if (!beside && !own) return [];
        return [
          {
            where: `${item.where} (${field.name})`,
            quotation: s.quotation,
            marked: s.marked,
            cited: beside ? s.cited : own!.cited,
            references: beside ? s.references : [own!.reference],
            version: s.version ?? (beside ? IMPLIED_VERSION : (item.fieldQuotation?.version ?? IMPLIED_VERSION)),
          },
        ];
      });
    });
  });
}

const SPEECH_ADVICE = "fala direta diferente do texto: copie-o palavra por palavra ou conte em discurso indireto, sem dois-pontos";
const RESTATED_ADVICE = "apresentado como o versículo, mas diferente do texto: copie-o palavra por palavra ou diga-o com outras palavras";

/** Sentences: up to '.', '!' or '?' followed by a space or the end. */
const SENTENCE = /[^\n.!?]*[^\s.!?][.!?]*(?=\s|$)/g;
/**
 * A sentence under the verse restates it when it shares a run of this many words with it in the
 * ACF or the NVI and this share of its words are the verse's: the verse said again nearly word
 * for word, not a retelling that borrows a phrase ('Paulo diz que…').
 */
const RESTATED_RUN = 4;
const RESTATED_SHARE = 0.8;

/** Whether a sentence takes RESTATED_RUN words in a row from one version and RESTATED_SHARE of its words from the versions together. */
function restates(versions: readonly string[], sentence: string): boolean {
  const w = comparable(sentence).split(" ").filter(Boolean);
  const texts = versions.map((v) => ` ${comparable(v)} `);
  const inVerse = new Set(texts.flatMap((t) => t.split(" ")));
  const run = w.some((_, i) => i + RESTATED_RUN <= w.length && texts.some((t) => t.includes(` ${w.slice(i, i + RESTATED_RUN).join(" ")} `)));
  return run && w.filter((x) => inVerse.has(x)).length / w.length >= RESTATED_SHARE;
}

/**
 * Words presented as the item's own verse without being introduced as speech: a sentence of the
 * body's first paragraph, right under the verse the item shows, that takes four words in a row
 * from it and is mostly its words (RESTATED_RUN, RESTATED_SHARE: it reads as the verse said again)
 * unless it names someone saying it (indirect speech: 'Jesus disse que…'), and words in quotation marks that cite nothing
 * and echo it (content-checks' `echoes`). Both must then be the item's version word for word.
 */
export function versesRestatedIn(
  items: readonly ContentItem[],
  passageOf: (reference: Reference, version: Version) => string | null = passageText,
): SpokenQuotation[] {
  return items.flatMap((item) => {
    const own = ownReference(item);
    if (!own?.reference) return [];
    const verse = VERSIONS.map((v) => passageOf(own.reference!, v)).filter((p): p is string => p !== null);
    const as = (where: string, quotation: string, marked: boolean): SpokenQuotation => ({
      where,
      quotation,
      marked,
      cited: own.cited,
      references: [own.reference],
      version: item.fieldQuotation?.version ?? IMPLIED_VERSION,
      advice: RESTATED_ADVICE,
    });
    const body = item.fields.find((f) => f.name === "(corpo)");
    const read = new Set(item.fields.flatMap((f) => [...inlineQuotations(f.text), ...directSpeech(f.text)].map((q) => q.quotation)));
    const opening = (body?.text.split(/\n\s*\n/)[0] ?? "").match(SENTENCE) ?? [];
    const restated = opening
      .filter((sentence) => !/["“”:]/.test(sentence) && !SAYING.test(sentence) && restates(verse, sentence))
      .map((sentence) => as(`${item.where} (abertura)`, sentence.trim(), true));
    const uncited = item.fields.flatMap((field) =>
      [...field.text.matchAll(/"([^"\n]+)"|“([^”\n]+)”/g)]
        .map((m) => (m[1] ?? m[2])!)
        .filter((q) => !read.has(q) && verse.some((p) => echoes(p, q)))
        .map((q) => as(`${item.where} (${field.name}, entre aspas sem referência)`, q, true)),
    );
    return [...restated, ...uncited];
  });
}

/** Unmarked words after a colon quote a verse when they share a run of this many words with it… */
const ECHO_RUN = 4;
/** …or when this share of their words (of three or more) is in the verse. */
const ECHO_SHARE = 0.6;

/** Whether words echo a passage closely enough to be read as quoting it (ECHO_RUN, ECHO_SHARE). */
function echoes(passage: string, words: string): boolean {
  const p = comparable(passage).split(" ");
  const w = comparable(words).split(" ").filter(Boolean);
  const inPassage = new Set(p);
  if (w.length >= 3 && w.filter((x) => inPassage.has(x)).length / w.length >= ECHO_SHARE) return true;
  const text = ` ${p.join(" ")} `;
  return w.some((_, i) => i + ECHO_RUN <= w.length && text.includes(` ${w.slice(i, i + ECHO_RUN).join(" ")} `));
}

/**
 * Compares words given as speech after a colon with the passage they are read against: marked
 * ones always, unmarked ones when they echo it in the ACF or the NVI (ECHO_RUN, ECHO_SHARE) —
 * written as direct speech, they must then be word for word in the version named or implied;
 * words that only retell it are written as indirect speech ('Jesus pediu que…'), without a colon.
 */
export function checkDirectSpeech(
  spoken: readonly SpokenQuotation[],
  passageOf: (reference: Reference, version: Version) => string | null = passageText,
): QuotationReport {
  const report: QuotationReport = { compared: 0, wrong: [], notCompared: [] };
  for (const q of spoken) {
    const line = `${q.where}: ${q.marked ? `"${q.quotation}"` : q.quotation} (${q.cited}) [${q.version}]`;
    const references = q.references.filter((r): r is Reference => r !== null);
    if (references.length === 0) continue; // an unresolved reference is reported by checkReferences
    if (!q.marked) {
      const all = VERSIONS.flatMap((v) => references.map((r) => passageOf(r, v)));
      if (all.every((p) => p === null)) {
        report.notCompared.push(line);
        continue;
      }
      if (!all.some((p) => p !== null && echoes(p, q.quotation))) continue; // retold in the writer's words
    }
    if (!isCheckedVersion(q.version)) {
      report.wrong.push(`${line} — versão sem texto para conferir; cite ACF ou NVI`);
      continue;
    }
    const passages = references.map((r) => passageOf(r, q.version as Version));
    if (passages.some((p) => p === null)) {
      report.notCompared.push(line);
      continue;
    }
    report.compared++;
    if (!passages.some((p) => quotes(p!, q.quotation)))
      report.wrong.push(`${line} — ${q.advice ?? SPEECH_ADVICE}`);
  }
  return report;
}

export interface FoundIn {
  where: string;
  text: string;
  reference: Reference | null;
}

/** Every reference in the items, abbreviated or with the book's full name. */
export function referencesIn(items: readonly ContentItem[]): FoundIn[] {
  return items.flatMap((item) => {
    const texts = [...item.fields.map((f) => f.text), ...(item.fieldQuotation ? [item.fieldQuotation.reference] : [])];
    return texts.flatMap((text) => findAllReferences(text).map((f) => ({ where: item.where, text: f.text, reference: f.reference })));
  });
}

/** References that name no book or chapter, verses out of order, or (with the full text) a verse the chapter lacks. */
export function checkReferences(found: readonly FoundIn[]): string[] {
  return found.flatMap(({ where, text, reference: r }) => {
    if (!r) return [`${where}: ${text} (livro ou capítulo inexistente, ou versículos fora de ordem)`];
    const verses = versesInChapter(r);
    const last = r.verseEnd ?? r.verseStart;
    return verses !== null && last !== undefined && last > verses ? [`${where}: ${formatReference(r)} (o capítulo tem ${verses} versículos)`] : [];
  });
}

/**
 * People of the Bible whose name in a title means the item is about them. Names that are
 * also ordinary words, or that every passage implies (Deus, Jesus), are not listed.
 */
export const STORY_NAMES = new Set([
  "Abel", "Abraão", "Adão", "Ageu", "Amós", "Ana", "André", "Ananias", "Áquila", "Arão", "Baraque", "Barnabé", "Bartimeu", "Belsazar",
  "Boaz", "Caim", "Calebe", "Cornélio", "Daniel", "Davi", "Débora", "Dorcas", "Elias", "Eliseu", "Elizabete", "Enoque", "Esaú", "Esdras",
  "Ester", "Estêvão", "Eva", "Ezequias", "Ezequiel", "Filipe", "Gideão", "Golias", "Habacuque", "Isaías", "Isaque", "Ismael", "Jacó",
  "Jairo", "Jeremias", "Jessé", "Jetro", "Jó", "Joel", "Jonas", "Jônatas", "José", "Josias", "Josué", "Judas", "Labão", "Lázaro", "Lia",
  "Ló", "Lídia", "Malaquias", "Manassés", "Mardoqueu", "Maria", "Marta", "Matusalém", "Melquisedeque", "Miriã", "Moisés", "Naamã",
  "Nabucodonosor", "Natã", "Natanael", "Neemias", "Nicodemos", "Noé", "Noemi", "Obadias", "Onésimo", "Oseias", "Paulo", "Pedro",
  "Pilatos", "Priscila", "Raabe", "Raquel", "Rebeca", "Rute", "Salomão", "Samuel", "Sansão", "Sara", "Saul", "Silas", "Simeão",
  "Tiago", "Timóteo", "Tomé", "Urias", "Zacarias", "Zaqueu", "Zorobabel",
]);

const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
const wordsOf = (text: string) => new Set(withoutAccents(text).split(/[^\p{L}]+/u));

/**
 * Items whose title names a person of STORY_NAMES that none of the passages the item cites has
 * in its chapter (a book named after the person counts: 'Rute' citing Rt 3). Items whose cited
 * chapters are not at hand are passed over; `checked` counts the others.
 */
export function checkStoryNames(
  items: readonly ContentItem[],
  chapterOf: (reference: Reference) => string | null = wholeChapter,
): { checked: number; wrong: string[] } {
  let checked = 0;
  const wrong: string[] = [];
  for (const item of items) {
    const names = [...new Set(item.title?.split(/[^\p{L}]+/u) ?? [])].filter((w) => STORY_NAMES.has(w));
    if (names.length === 0) continue;
    const references = [...new Map(referencesIn([item]).flatMap((f) => (f.reference ? [[formatReference(f.reference), f.reference] as const] : []))).values()];
    if (references.length === 0) continue;
    const chapters = references.map(chapterOf);
    if (chapters.some((c) => c === null)) continue;
    checked++;
    const words = wordsOf(chapters.join(" "));
    const bookNames = new Set(references.map((r) => withoutAccents(r.book.nome)));
    const missing = names.filter((name) => !words.has(withoutAccents(name)) && !bookNames.has(withoutAccents(name)));
    if (missing.length > 0)
      wrong.push(`${item.where}: "${item.title}" cita ${references.map(formatReference).join("; ")}, onde não aparece ${missing.join(", ")}`);
  }
  return { checked, wrong };
}

/**
 * God's pronouns are written as the ACF and the NVI print them, in lower case ('ele', 'seu',
 * 'tu', 'te', 'segui-lo', 'nele'), capitalised only where any word is (docs/content.md): a
 * pronoun capitalised in the middle of a sentence is the other rule. Quotations keep their
 * version's spelling, and published titles theirs (a hymn's, a book's chapters).
 */
const CAPITALISED_PRONOUN = new RegExp(
  `(?<=[\\p{Ll},;] )(?:Ele|Eles|Seu|Sua|Seus|Suas|Tu|Te|Ti|Teu|Tua|Teus|Tuas|Lhe|Lhes|Contigo)(?=[ ,.;:!?)]|$)|(?<=[\\p{Ll},;] )O(?= \\p{Ll})|(?<=\\p{Ll}-)(?:Te|Ti|Lo|La|Los|Las|O|Lhe|Lhes)(?!\\p{L})|(?<!\\p{L})[nd]El[ea]s?(?!\\p{L})`,
  "gu",
);
/** Fields that are someone else's text: the verse, a hymn's lyrics, a book's chapter titles. */
const QUOTED_FIELDS = new Set(["texto", "citacao", "letra", "capitulos"]);
const isPublishedTitle = (where: string, field: string) => field === "titulo" && /^(hymnal|library)\//.test(where);

/** Pronouns of God capitalised mid-sentence in the portal's own words, one line each. */
export function checkPronouns(items: readonly ContentItem[]): string[] {
  return items.flatMap((item) =>
    item.fields
      .filter((f) => !QUOTED_FIELDS.has(f.name) && !isPublishedTitle(item.where, f.name))
      .flatMap((f) =>
        [...withoutQuotations(f.text).matchAll(CAPITALISED_PRONOUN)].map(
          (m) => `${item.where} (${f.name}): ${m[0]} — pronome de Deus em minúscula, no meio da frase`,
        ),
      ),
  );
}

/** Sentences shorter than this are allowed to repeat ('Oração: Senhor, obrigado. Amém.'). */
export const MIN_REPEATED_LENGTH = 60;
/** Items sharing this share of their four-word runs are the same text reworded (today's closest pair shares under 0.1). */
export const NEAR_DUPLICATE_SHARE = 0.5;

const withoutQuotations = (text: string) => text.replace(/"[^"\n]*"|“[^”\n]*”/g, " ");
const plain = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Pairs of items (files, or elements of a list file) that say the same thing twice: a shared
 * sentence or paragraph of 60 characters or more, or texts of 40 words or more that share half
 * their four-word runs. Quotations of the Bible are taken out first (quoting a verse twice is fine).
 */
export function checkRepetitions(items: readonly ContentItem[]): string[] {
  const seen = new Map<string, { unit: string; where: string }>();
  const pairs = new Map<string, string>();
  const units = new Map<string, { where: string; words: string[] }>();
  for (const item of items) {
    const unit = units.get(item.unit) ?? { where: item.where, words: [] };
    units.set(item.unit, unit);
    for (const field of item.fields) {
      const text = withoutQuotations(field.text);
      unit.words.push(...plain(text).split(" ").filter(Boolean));
      for (const sentence of text.split(/(?<=[.!?…])\s+|\n+/).map(plain)) {
        if (sentence.length < MIN_REPEATED_LENGTH) continue;
        const first = seen.get(sentence);
        if (!first) seen.set(sentence, { unit: item.unit, where: item.where });
        else if (first.unit !== item.unit && !pairs.has(`${first.where} ⇄ ${item.where}`))
          pairs.set(`${first.where} ⇄ ${item.where}`, `${first.where} ⇄ ${item.where}: "${sentence}"`);
      }
    }
  }
  for (const [a, b, share] of nearDuplicates(units))
    pairs.set(`${a} ⇄ ${b}`, `${a} ⇄ ${b}: ${Math.round(share * 100)}% do texto em comum`);
  return [...pairs.values()];
}

/** Units whose four-word runs overlap by NEAR_DUPLICATE_SHARE or more (Jaccard), found through the runs they share. */
function nearDuplicates(units: ReadonlyMap<string, { where: string; words: string[] }>): Array<[string, string, number]> {
  const runs = new Map<string, Set<string>>();
  for (const [unit, { words }] of units) {
    if (words.length < 40) continue;
    runs.set(unit, new Set(words.slice(3).map((_, i) => words.slice(i, i + 4).join(" "))));
  }
  const holders = new Map<string, string[]>();
  for (const [unit, set] of runs)
    for (const run of set) {
      const list = holders.get(run);
      if (list) list.push(unit);
      else holders.set(run, [unit]);
    }
  const shared = new Map<string, number>();
  // A run that twenty items use is a common phrase ('o senhor é o'), not a sign of copying.
  for (const list of [...holders.values()].filter((l) => l.length <= 20))
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) shared.set(`${list[i]}\n${list[j]}`, (shared.get(`${list[i]}\n${list[j]}`) ?? 0) + 1);
  return [...shared].flatMap(([key, n]) => {
    const [a, b] = key.split("\n") as [string, string];
    const share = n / (runs.get(a)!.size + runs.get(b)!.size - n);
    return share >= NEAR_DUPLICATE_SHARE ? [[units.get(a)!.where, units.get(b)!.where, share] as [string, string, number]] : [];
  });
}

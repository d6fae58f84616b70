import { parse, YAMLParseError } from "yaml";
import { WHOLE_SET, type FileProblem, type ImportFile } from "#app/platform/imports/problems.ts";
import { addDays, isoDate, parseIsoDate, type CalendarDate } from "#app/platform/site/calendar.ts";
import { todaysPart } from "./lesson-calendar.ts";
import { linkReferences, type LessonDayId, type Quarter } from "./sabbath-school.ts";

/**
 * A real Sabbath School quarter, imported (decision 0045): the rules that read a quarter in the
 * layout of the public `sabbath-school-lessons` repository and check all of it before anything
 * is stored (pure). Every problem names its file (and field) and says what is wrong in Portuguese.
 *
 *   2026-04/info.yml        title, description, human_date, start_date, end_date (dd/mm/aaaa)
 *   2026-04/01/info.yml     the week: title, start_date, end_date
 *   2026-04/01/01.md        the week's first day … 07.md its seventh: front matter title and date, then Markdown
 *
 * The folder is `<ano>-<trimestre>` for the adults' lessons (weeks from Sabbath to Friday) and
 * `<ano>-<trimestre>-cq` for the youth's (Sunday to Sabbath); a day is named by its own date.
 * Teachers' comments, the inside story and any image are left out.
 */
export type QuarterFile = ImportFile;

export interface ImportedDay {
  dia: LessonDayId;
  titulo: string;
  /** yyyy-mm-dd. */
  data: string;
  /** The day's Markdown as written. */
  texto: string;
}

export interface ImportedWeek {
  numero: number;
  titulo: string;
  /** yyyy-mm-dd: its first day (a Saturday for the adults, a Sunday for the youth) and its seventh. */
  inicio: string;
  fim: string;
  dias: ImportedDay[];
}

export interface ImportedQuarter {
  /** "2026-04" or "2026-04-cq". */
  id: string;
  categoria: "adultos" | "jovens";
  titulo: string;
  descricao: string | null;
  /** "Outubro · Novembro · Dezembro 2026", as the quarter says. */
  periodo: string | null;
  /** yyyy-mm-dd: the first day of its first week and the last day of its last. */
  inicio: string;
  fim: string;
  semanas: ImportedWeek[];
}

export const LESSON_IMPORT_LIMITS = {
  /** One file. */
  fileBytes: 64 * 1024,
  /** The files read for one quarter. */
  totalBytes: 4 * 1024 * 1024,
  files: 200,
  weeks: 14,
  /** Quarters side by side in one upload. */
  quarters: 8,
  title: 200,
  description: 2000,
} as const;

type QuarterCheck = { ok: true; quarter: ImportedQuarter } | { ok: false; problems: FileProblem[] };

const QUARTER_FOLDER = /^(\d{4})-(0[1-4])(-cq)?$/;
const WEEK_FILE = /^(\d{2})\/(info\.yml|0[1-7]\.md)$/;
/** What the repository keeps beside a week's days that the portal leaves out. */
const LEFT_OUT = /(^|\/)(teacher-comments|inside-story)\.md$|(^|\/)\.|__MACOSX/;

/** Whether a file of a quarter's folder is read at all (info.yml and the days' .md; not images, teachers' comments, hidden files). */
export function isQuarterFile(name: string): boolean {
  return /\.(yml|yaml|md)$/i.test(name) && !LEFT_OUT.test(name);
}

/** "27/12/2025" → the date; null unless it is a real date in that form. */
export function parseDayMonthYear(value: unknown): CalendarDate | null {
  const match = typeof value === "string" ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isoDate(addDays(date, 0)) === isoDate(date) && date.month >= 1 && date.month <= 12 ? date : null;
}

const brazilian = (date: CalendarDate) => `${String(date.day).padStart(2, "0")}/${String(date.month).padStart(2, "0")}/${date.year}`;

class Problem extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(message);
    this.file = file;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function textOf(file: QuarterFile): string {
  if (file.bytes.byteLength > LESSON_IMPORT_LIMITS.fileBytes)
    throw new Problem(file.name, `arquivo maior que ${LESSON_IMPORT_LIMITS.fileBytes / 1024} KB`);
  try {
    return utf8
      .decode(file.bytes)
      .replace(/^\uFEFF/, "")
      .replace(/\r\n?/g, "\n");
  } catch {
    throw new Problem(file.name, "o arquivo não está em UTF-8");
  }
}

function yamlOf(fileName: string, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0].line : undefined;
    throw new Problem(fileName, `YAML inválido${line ? ` na linha ${line}` : ""}`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Problem(fileName, "esperados campos como title: e start_date:");
  return value as Record<string, unknown>;
}

function textField(fileName: string, fields: Record<string, unknown>, key: string, max: number): string {
  const value = fields[key];
  if (value === undefined || value === null || String(value).trim() === "") throw new Problem(fileName, `campo ${key}: obrigatório`);
  if (typeof value !== "string" && typeof value !== "number") throw new Problem(fileName, `campo ${key}: esperado um texto`);
  const text = String(value).replace(/\s+/g, " ").trim();
  if (text.length > max) throw new Problem(fileName, `campo ${key}: mais de ${max} caracteres`);
  return text;
}

function optionalText(fileName: string, fields: Record<string, unknown>, key: string, max: number): string | null {
  return fields[key] === undefined || fields[key] === null || fields[key] === "" ? null : textField(fileName, fields, key, max);
}

function dateField(fileName: string, fields: Record<string, unknown>, key: string): CalendarDate {
  if (fields[key] === undefined || fields[key] === null) throw new Problem(fileName, `campo ${key}: obrigatório`);
  const date = parseDayMonthYear(fields[key]);
  if (!date) throw new Problem(fileName, `campo ${key}: data inválida "${String(fields[key])}" (use dd/mm/aaaa)`);
  return date;
}

function expectDate(fileName: string, key: string, date: CalendarDate, expected: CalendarDate, why: string) {
  if (isoDate(date) !== isoDate(expected)) throw new Problem(fileName, `campo ${key}: ${brazilian(date)}, esperado ${brazilian(expected)} (${why})`);
}

/** A day file: its front matter (title, date) and the Markdown after it. */
function dayOf(fileName: string, text: string, expected: CalendarDate | null): ImportedDay {
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Problem(fileName, "falta o cabeçalho entre linhas --- (title: e date:)");
  const fields = yamlOf(fileName, match[1]!);
  const titulo = textField(fileName, fields, "title", LESSON_IMPORT_LIMITS.title);
  const date = dateField(fileName, fields, "date");
  if (expected) expectDate(fileName, "date", date, expected, "um dia depois do outro, a partir do primeiro dia da semana");
  const texto = match[2]!.trim();
  if (!texto) throw new Problem(fileName, "o texto do dia está vazio");
  // The day is named by its own date, never by its file's number (the youth's 01.md is a Sunday).
  return { dia: todaysPart(date), titulo, data: isoDate(date), texto };
}

export type UploadCheck = { ok: true; quarters: ImportedQuarter[] } | { ok: false; problems: FileProblem[] };

/** A quarter's folder in an upload: the path before its weeks ("src/pt/2026-04/") and its name. */
interface QuarterRoot {
  root: string;
  folder: string;
  youth: boolean;
  info: QuarterFile;
}

const depth = (name: string) => name.split("/").length;

/**
 * Reads every file of one upload (a zip or a folder) and checks each quarter in it whole: a
 * quarter is a folder named `<ano>-<trimestre>[-cq]` with its own info.yml, several may sit side
 * by side (`src/pt/2026-04/`, `src/pt/2026-04-cq/`), each within the limits of one quarter. Any
 * problem in any of them refuses the upload; the first problem of each file is reported.
 */
export function checkQuarterFiles(files: readonly QuarterFile[]): UploadCheck {
  const whole = (message: string): UploadCheck => ({ ok: false, problems: [{ file: WHOLE_SET, message }] });
  const read = files.filter((f) => isQuarterFile(f.name));
  if (read.length === 0) return whole("nenhum arquivo do trimestre (info.yml e os dias 01.md a 07.md de cada semana)");
  const infos = read.filter((f) => /(^|\/)info\.yml$/.test(f.name)).sort((a, b) => depth(a.name) - depth(b.name) || a.name.localeCompare(b.name));
  if (infos.length === 0) return whole("falta o info.yml do trimestre (como 2026-04/info.yml)");
  const roots: QuarterRoot[] = [];
  for (const info of infos) {
    const root = info.name.slice(0, -"info.yml".length);
    const folder = root.replace(/\/$/, "").split("/").pop() ?? "";
    const id = QUARTER_FOLDER.exec(folder);
    if (id && !roots.some((r) => root.startsWith(r.root))) roots.push({ root, folder, youth: Boolean(id[3]), info });
  }
  if (roots.length === 0) {
    const folder = infos[0]!.name.slice(0, -"info.yml".length).replace(/\/$/, "").split("/").pop() ?? "";
    return whole(`a pasta do trimestre deve se chamar <ano>-<trimestre>, como 2026-04 (ou 2026-04-cq para jovens), não "${folder || "(sem pasta)"}"`);
  }
  roots.sort((a, b) => a.folder.localeCompare(b.folder));
  if (roots.length > LESSON_IMPORT_LIMITS.quarters) return whole(`mais de ${LESSON_IMPORT_LIMITS.quarters} trimestres num envio`);
  const folders = roots.map((r) => r.folder);
  const twice = folders.find((f, i) => folders.indexOf(f) !== i);
  if (twice) return whole(`o trimestre ${twice} aparece duas vezes; deixe uma pasta só`);

  const problems: FileProblem[] = [];
  const byRoot = new Map<QuarterRoot, QuarterFile[]>(roots.map((r) => [r, []]));
  for (const file of read) {
    const owner = roots.find((r) => file.name.startsWith(r.root));
    if (owner) byRoot.get(owner)!.push(file);
    else problems.push({ file: file.name, message: "fora de um trimestre: esperado dentro de uma pasta como 2026-04/ com o seu info.yml" });
  }
  if (problems.length) return { ok: false, problems };
  const quarters: ImportedQuarter[] = [];
  for (const [root, quarterFiles] of byRoot) {
    const checked = checkQuarter(root, quarterFiles);
    if (checked.ok) quarters.push(checked.quarter);
    else problems.push(...checked.problems);
  }
  return problems.length ? { ok: false, problems } : { ok: true, quarters };
}

/** One quarter's files (all under its folder), within the limits of one quarter. */
function checkQuarter({ root, folder, youth, info: top }: QuarterRoot, read: readonly QuarterFile[]): QuarterCheck {
  const whole = (message: string): QuarterCheck => ({ ok: false, problems: [{ file: `${root}`, message }] });
  if (read.length > LESSON_IMPORT_LIMITS.files) return whole(`mais de ${LESSON_IMPORT_LIMITS.files} arquivos num trimestre`);
  if (read.reduce((sum, f) => sum + f.bytes.byteLength, 0) > LESSON_IMPORT_LIMITS.totalBytes)
    return whole(`mais de ${LESSON_IMPORT_LIMITS.totalBytes / 1024 / 1024} MB num trimestre`);

  const problems: FileProblem[] = [];
  const byWeek = new Map<number, Map<string, QuarterFile>>();
  for (const file of read) {
    if (file === top) continue;
    const inside = WEEK_FILE.exec(file.name.slice(root.length));
    if (!inside) {
      problems.push({ file: file.name, message: "fora do formato: esperado <semana>/info.yml ou <semana>/01.md a 07.md, como 01/info.yml" });
      continue;
    }
    const week = Number(inside[1]);
    if (!byWeek.has(week)) byWeek.set(week, new Map());
    byWeek.get(week)!.set(inside[2]!, file);
  }
  if (problems.length) return { ok: false, problems };
  const weekCount = byWeek.size;
  if (weekCount === 0) return whole("o trimestre não tem semanas (pastas 01, 02… com info.yml e os dias)");
  if (weekCount > LESSON_IMPORT_LIMITS.weeks) return whole(`mais de ${LESSON_IMPORT_LIMITS.weeks} semanas num trimestre`);

  let quarter: Omit<ImportedQuarter, "semanas"> | null = null;
  let start: CalendarDate | null = null;
  try {
    const fields = yamlOf(top.name, textOf(top));
    // Any weekday opens a quarter (the adults' on a Sabbath, the youth's on a Sunday); its weeks then hold seven days each.
    start = dateField(top.name, fields, "start_date");
    const end = dateField(top.name, fields, "end_date");
    expectDate(
      top.name,
      "end_date",
      end,
      addDays(start, 7 * weekCount - 1),
      `o último dia da última semana, ${weekCount} semanas de sete dias depois`,
    );
    quarter = {
      id: folder,
      categoria: youth ? "jovens" : "adultos",
      titulo: textField(top.name, fields, "title", LESSON_IMPORT_LIMITS.title),
      descricao: optionalText(top.name, fields, "description", LESSON_IMPORT_LIMITS.description),
      periodo: optionalText(top.name, fields, "human_date", LESSON_IMPORT_LIMITS.title),
      inicio: isoDate(start),
      fim: isoDate(end),
    };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    problems.push({ file: error.file, message: error.message });
  }

  const semanas: ImportedWeek[] = [];
  for (let numero = 1; numero <= weekCount; numero++) {
    const weekFolder = `${root}${String(numero).padStart(2, "0")}`;
    const files = byWeek.get(numero);
    if (!files) {
      problems.push({
        file: `${weekFolder}/`,
        message: `falta a semana ${numero} (as semanas vão de 01 a ${String(weekCount).padStart(2, "0")}, sem pular)`,
      });
      continue;
    }
    // The week's first day by the quarter's start_date (or, when that is wrong, by the week's own).
    let weekStart = start ? addDays(start, 7 * (numero - 1)) : null;
    const fail = (error: unknown) => {
      if (!(error instanceof Problem)) throw error;
      problems.push({ file: error.file, message: error.message });
    };
    let week: Omit<ImportedWeek, "dias"> | null = null;
    try {
      const info = files.get("info.yml");
      if (!info) throw new Problem(`${weekFolder}/info.yml`, "falta o arquivo da semana (title, start_date, end_date)");
      const fields = yamlOf(info.name, textOf(info));
      const from = dateField(info.name, fields, "start_date");
      const to = dateField(info.name, fields, "end_date");
      if (weekStart) expectDate(info.name, "start_date", from, weekStart, `o primeiro dia da semana ${numero} do trimestre`);
      weekStart ??= from;
      expectDate(info.name, "end_date", to, addDays(from, 6), "o sétimo dia a partir do start_date");
      week = { numero, titulo: textField(info.name, fields, "title", LESSON_IMPORT_LIMITS.title), inicio: isoDate(from), fim: isoDate(to) };
    } catch (error) {
      fail(error);
    }
    const dias: ImportedDay[] = [];
    for (let index = 0; index < 7; index++) {
      const dayName = `0${index + 1}.md`;
      try {
        const file = files.get(dayName);
        if (!file) throw new Problem(`${weekFolder}/${dayName}`, "falta o estudo deste dia");
        dias.push(dayOf(file.name, textOf(file), weekStart && addDays(weekStart, index)));
      } catch (error) {
        fail(error);
      }
    }
    if (week) semanas.push({ ...week, dias });
  }
  if (problems.length || !quarter) return { ok: false, problems };
  return { ok: true, quarter: { ...quarter, semanas } };
}

const QUARTER_NUMBER = (id: string) => Number(id.slice(5, 7));

/** An imported quarter as the Sabbath School pages show it: the week is the lesson, its days the lesson's parts. */
export function quarterFromImport(quarter: ImportedQuarter): Quarter {
  return {
    categoria: quarter.categoria,
    nome: quarter.categoria === "jovens" ? "Jovens" : "Adultos",
    trimestre: `${QUARTER_NUMBER(quarter.id)}º Trimestre ${quarter.id.slice(0, 4)}`,
    tema: quarter.titulo,
    importado: { id: quarter.id, inicio: quarter.inicio, fim: quarter.fim },
    licoes: quarter.semanas.map((week) => ({
      numero: week.numero,
      titulo: week.titulo,
      data: brazilian(parseIsoDate(week.inicio)),
      dias: week.dias.map((day) => ({ dia: day.dia, titulo: day.titulo, conteudo: linkReferences(day.texto) })),
    })),
  };
}

/**
 * Pathfinder classes and class progress. Pure: shared by the server and the browser.
 */

/** The six areas of every class, in the programme's order. */
export const AREAS = [
  "Descoberta Espiritual",
  "Servindo aos Outros",
  "Desenvolvendo Amizade",
  "Saúde e Aptidão Física",
  "Organização e Liderança",
  "Estudo da Natureza",
] as const;

type AreaName = (typeof AREAS)[number];

/** Said wherever class requirements are shown: they are the portal's study summaries, not the official cards. */
export const CLASS_SUMMARY_NOTE =
  "Requisitos resumidos com nossas palavras para estudo. Para a avaliação oficial, siga o cartão da classe adotado pela sua Associação ou Missão.";

/** The classes in order with their ages (10 to 15). */
export const CLASS_NAMES = ["Amigo", "Companheiro", "Pesquisador", "Pioneiro", "Excursionista", "Guia"] as const;
export const FIRST_CLASS_AGE = 10;
export const LEVELS = ["Classe I", "Classe II", "Classe III", "Classe IV", "Classe V", "Classe VI"] as const;

/** Each area of the progress data has 3 or 5 items. */
export const ITEMS_PER_AREA = [3, 5] as const;

interface ClassArea {
  area: AreaName;
  itens: string[];
}

export interface PathfinderClass {
  id: number;
  titulo: string;
  nivel: string;
  idade: number;
  cor: string;
  descricao: string;
  requisitos: string[];
  areas: ClassArea[];
}

/** What the hub shows of an area: its name and how many activities it holds. */
export interface AreaSummary {
  nome: AreaName;
  atividades: number;
}

/** The hub's summary of a class's areas: each area counts the items the progress page lists for it (decision 0026). */
export function areaSummaries(c: PathfinderClass): AreaSummary[] {
  return c.areas.map(({ area, itens }) => ({ nome: area, atividades: itens.length }));
}

/** The key of one checklist item: class-area-item. */
export function itemKey(classId: number, areaIndex: number, itemIndex: number): string {
  return `${classId}-${areaIndex}-${itemIndex}`;
}

export const ITEM_KEY_PATTERN = /^[1-6]-[0-5]-[0-4]$/;

/** Every item key of a class. */
export function classItemKeys(c: PathfinderClass): string[] {
  return c.areas.flatMap((a, ai) => a.itens.map((_, ii) => itemKey(c.id, ai, ii)));
}

/** Whether the key names an item that exists in the classes. */
export function isKnownItem(classes: readonly PathfinderClass[], key: string): boolean {
  if (!ITEM_KEY_PATTERN.test(key)) return false;
  const [classId, areaIndex, itemIndex] = key.split("-").map(Number) as [number, number, number];
  return classes.find((c) => c.id === classId)?.areas[areaIndex]?.itens[itemIndex] !== undefined;
}

/** checked / total × 100, rounded down so 100 means every item. */
export function progressPercent(keys: readonly string[], checked: ReadonlySet<string>): number {
  if (keys.length === 0) return 0;
  return Math.floor((keys.filter((k) => checked.has(k)).length / keys.length) * 100);
}

/** The checked keys of a stored map; anything malformed counts as nothing checked. */
export function parseStoredProgress(raw: string | null | undefined, limit = 500): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value)
    .filter(([key, on]) => on === true && ITEM_KEY_PATTERN.test(key))
    .map(([key]) => key)
    .slice(0, limit);
}

/** The class certificate's file name: certificado-{classe}-desbravador.png. */
export function classCertificateFileName(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `certificado-${slug}-desbravador.png`;
}

export const CLASS_CERTIFICATE_SIZE = { width: 1200, height: 800 } as const;
export const COURSE_CERTIFICATE_SIZE = { width: 1600, height: 1200 } as const;

export const MESSAGES = {
  classDone: "Parabéns! Classe Concluída!",
  incomplete: "Complete todos os requisitos para gerar o certificado!",
  generated: "Certificado gerado com sucesso!",
  nameMissing: "Por favor, preencha seu nome!",
  clubIncomplete: "No clube, o certificado precisa de todos os requisitos aprovados pelo conselheiro ou pelo diretor.",
} as const;

/** A ticked item of a member in a club, before a leader reviews it. */
export const AWAITING_APPROVAL = "Aguardando aprovação";

import type { IconName } from "./icon-names.ts";
import { count } from "#app/platform/site/count.ts";
/**
 * Specialties: pure types and rules shared by the server and the browser.
 */

/** The categories of the specialty catalogue used here. */
export const SPECIALTY_CATEGORIES = [
  "Atividades Recreativas",
  "Habilidades Domésticas",
  "Artes e Habilidades",
  "Ciência e Saúde",
  "Estudo da Natureza",
  "Atividades Missionárias",
] as const;
type SpecialtyCategory = (typeof SPECIALTY_CATEGORIES)[number];

/**
 * The counts the hub shows above the specialties: those of this guide's catalogue as loaded
 * ("33 Especialidades", "6 Categorias"), never a figure the guide does not hold.
 */
export function catalogueCounts(catalogue: ReadonlyArray<{ items: readonly unknown[] }>): { specialties: string; categories: string } {
  const specialties = catalogue.reduce((sum, group) => sum + group.items.length, 0);
  const categories = catalogue.filter((group) => group.items.length > 0).length;
  return {
    specialties: count(specialties, "Especialidade", "Especialidades"),
    categories: count(categories, "Categoria", "Categorias"),
  };
}
export const POPULAR_COUNT = 12;
/** Full specialties run from 1 to at least 33. */
export const MIN_SPECIALTIES = 33;

export interface Rule {
  regra: string;
  detalhes: string;
}
export interface Term {
  termo: string;
  definicao: string;
}

/** The extra lists that get a tab of their own on the specialty page, in tab order. */
const EXTRA_TABS = ["passos", "dicas", "cuidados", "regras", "termos", "amarracoes"] as const;
export type ExtraTab = (typeof EXTRA_TABS)[number];
export const EXTRA_TAB_LABELS: Record<ExtraTab, string> = {
  passos: "Passos",
  dicas: "Dicas",
  cuidados: "Cuidados",
  regras: "Regras",
  termos: "Termos",
  amarracoes: "Amarrações",
};

/** Lists shown inside their requirement (no tab of their own). */
export const INLINE_LISTS = ["areas", "projetos", "tipos", "nos", "receitas"] as const;
export type InlineList = (typeof INLINE_LISTS)[number];
export const INLINE_LIST_LABELS: Record<InlineList, string> = {
  areas: "Áreas",
  projetos: "Projetos",
  tipos: "Tipos",
  nos: "Nós",
  receitas: "Receitas",
};

interface Requirement {
  numero: number;
  titulo: string;
  descricao: string;
  areas?: string[];
  projetos?: string[];
  passos?: string[];
  dicas?: string[];
  cuidados?: string[];
  regras?: Rule[];
  termos?: Term[];
  amarracoes?: string[];
  tipos?: string[];
  nos?: string[];
  receitas?: string[];
}

interface PracticalAssessment {
  titulo?: string;
  descricao?: string;
  criterios?: string[];
  simulacoes?: string[];
}

export interface Specialty {
  id: number;
  nome: string;
  categoria: SpecialtyCategory;
  nivel: number;
  videoId?: string;
  videoTitulo?: string;
  requisitos: Requirement[];
  materiaisNecessarios: string[];
  avaliacaoPratica: PracticalAssessment;
  /** The Markdown introduction (the file's body). */
  resumo: string;
}

/** A hub card: what the popular list adds (icon, colour) to the full specialty. */
export interface PopularSpecialty {
  id: number;
  nome: string;
  categoria: SpecialtyCategory;
  icone: IconName;
  cor: string;
  requisitos: string[];
}

/** One extra tab: the requirement it comes from and its items. */
export interface ExtraTabContent {
  tab: ExtraTab;
  groups: Array<{ numero: number; titulo: string; items: Array<string | Rule | Term> }>;
}

/** The extra tabs a specialty has, in the fixed order, each with the lists that feed it. */
export function extraTabs(specialty: Pick<Specialty, "requisitos">): ExtraTabContent[] {
  return EXTRA_TABS.flatMap((tab) => {
    const groups = specialty.requisitos
      .filter((r) => (r[tab]?.length ?? 0) > 0)
      .map((r) => ({ numero: r.numero, titulo: r.titulo, items: r[tab]! as Array<string | Rule | Term> }));
    return groups.length ? [{ tab, groups }] : [];
  });
}

/** The id in the address, when it is a plain positive whole number. */
export function parseSpecialtyId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

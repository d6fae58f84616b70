import type { IconName } from "./icon-names.ts";
/** The hub's studies and links. */
export interface PathfinderStudy {
  id: number;
  titulo: string;
  descricao: string;
  licoes: number;
  topicos: string[];
}

export interface UsefulLink {
  id: number;
  titulo: string;
  url: string;
  descricao: string;
  icone: IconName;
}

/** The six studies and their lesson counts. */
export const STUDY_LESSONS: Readonly<Record<string, number>> = {
  "Voto e Lei do Desbravador": 8,
  "Heróis da Bíblia": 12,
  "Criação vs Evolução": 6,
  "Profecia e História": 10,
  "Liderança Cristã": 8,
  "Família e Relacionamentos": 7,
};
export const LINK_COUNT = 6;

/** What the study dialog reads aloud. */
export function studySpeech(study: PathfinderStudy): string {
  return `${study.titulo}. ${study.descricao} Tópicos: ${study.topicos.join("; ")}.`;
}

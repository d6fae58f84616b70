/** Knots and lashings. */

export const KNOT_CATEGORIES = ["Básicos", "Alças", "Amarração", "Emenda", "Avançados"] as const;
export const DIFFICULTIES = ["Fácil", "Médio", "Difícil"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const KNOT_COUNT = 10;
export const LASHING_NAMES = ["Quadrada", "Diagonal", "Paralela"] as const;
export const TIP_GROUPS = ["Cuidados com a corda", "Escolhendo a corda", "Segurança", "Prática"] as const;
export const CHALLENGE_LEVELS = { Iniciante: 6, Intermediário: 6, Avançado: 7 } as const;
export const CHALLENGE_POINTS = { min: 10, max: 60 } as const;

/** Difficulty colours: green, yellow, red. */
export const DIFFICULTY_COLOURS: Record<Difficulty, string> = {
  Fácil: "bg-success-soft text-success",
  Médio: "bg-warning-soft text-warning",
  Difícil: "bg-danger-soft text-danger",
};

export interface Knot {
  id: string;
  nome: string;
  categoria: (typeof KNOT_CATEGORIES)[number];
  dificuldade: Difficulty;
  usos: string[];
  passos: string[];
  historia?: string;
  dicas?: string[];
  cuidados?: string[];
}

export interface Lashing {
  id: string;
  nome: (typeof LASHING_NAMES)[number];
  usos: string[];
  passos: string[];
  dicas: string[];
}

interface TipGroup {
  titulo: (typeof TIP_GROUPS)[number];
  dicas: string[];
}

interface Challenge {
  titulo: string;
  descricao: string;
  pontos: number;
  dica: string;
}

type ChallengeLevel = keyof typeof CHALLENGE_LEVELS;

export interface KnotsGuide {
  nos: Knot[];
  amarracoes: Lashing[];
  dicas: TipGroup[];
  desafios: Record<ChallengeLevel, Challenge[]>;
}

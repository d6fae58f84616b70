/** The fifteen achievements and when each unlocks. */
export type AchievementId =
  | "first_login"
  | "read_bible_1"
  | "read_bible_10"
  | "read_bible_50"
  | "read_bible_100"
  | "devotional_7"
  | "devotional_30"
  | "study_complete_1"
  | "study_complete_5"
  | "bookmark_10"
  | "share_5"
  | "streak_7"
  | "streak_30"
  | "early_bird"
  | "night_owl";

/** The member figures achievements are measured against. */
export interface MemberStats {
  points: number;
  chaptersRead: number;
  devotionalsRead: number;
  studiesCompleted: number;
  bookmarksAdded: number;
  notesCreated: number;
  versesShared: number;
  daysActive: number;
  streakCurrent: number;
  streakLongest: number;
}

export type Counter = Exclude<keyof MemberStats, "points" | "streakLongest">;

export interface Achievement {
  id: AchievementId;
  title: string;
  description: string;
  /** An emoji shown beside the title (decorative). */
  icon: string;
  points: number;
  /** Unlocks when this figure reaches the target; login-time achievements have none. */
  goal?: { stat: Counter; target: number };
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  { id: "first_login", title: "Primeiros Passos", description: "Entrou no portal pela primeira vez.", icon: "👣", points: 10 },
  {
    id: "read_bible_1",
    title: "Primeira Leitura",
    description: "Leu o primeiro capítulo da Bíblia.",
    icon: "📖",
    points: 20,
    goal: { stat: "chaptersRead", target: 1 },
  },
  {
    id: "read_bible_10",
    title: "Leitor Dedicado",
    description: "Leu 10 capítulos da Bíblia.",
    icon: "📚",
    points: 50,
    goal: { stat: "chaptersRead", target: 10 },
  },
  {
    id: "read_bible_50",
    title: "Estudioso da Palavra",
    description: "Leu 50 capítulos da Bíblia.",
    icon: "🎓",
    points: 100,
    goal: { stat: "chaptersRead", target: 50 },
  },
  {
    id: "read_bible_100",
    title: "Mestre das Escrituras",
    description: "Leu 100 capítulos da Bíblia.",
    icon: "🏆",
    points: 200,
    goal: { stat: "chaptersRead", target: 100 },
  },
  {
    id: "devotional_7",
    title: "Semana Devocional",
    description: "Leu 7 devocionais.",
    icon: "🙏",
    points: 75,
    goal: { stat: "devotionalsRead", target: 7 },
  },
  {
    id: "devotional_30",
    title: "Mês de Comunhão",
    description: "Leu 30 devocionais.",
    icon: "🕊️",
    points: 150,
    goal: { stat: "devotionalsRead", target: 30 },
  },
  {
    id: "study_complete_1",
    title: "Primeira Lição",
    description: "Concluiu a primeira lição de estudo.",
    icon: "✏️",
    points: 50,
    goal: { stat: "studiesCompleted", target: 1 },
  },
  {
    id: "study_complete_5",
    title: "Aluno Aplicado",
    description: "Concluiu 5 lições de estudo.",
    icon: "🧠",
    points: 150,
    goal: { stat: "studiesCompleted", target: 5 },
  },
  {
    id: "bookmark_10",
    title: "Colecionador de Versículos",
    description: "Marcou 10 versículos.",
    icon: "❤️",
    points: 30,
    goal: { stat: "bookmarksAdded", target: 10 },
  },
  {
    id: "share_5",
    title: "Mensageiro",
    description: "Compartilhou 5 versículos.",
    icon: "📣",
    points: 40,
    goal: { stat: "versesShared", target: 5 },
  },
  {
    id: "streak_7",
    title: "Constância",
    description: "Acessou o portal 7 dias seguidos.",
    icon: "🔥",
    points: 60,
    goal: { stat: "streakCurrent", target: 7 },
  },
  {
    id: "streak_30",
    title: "Fidelidade",
    description: "Acessou o portal 30 dias seguidos.",
    icon: "⭐",
    points: 200,
    goal: { stat: "streakCurrent", target: 30 },
  },
  { id: "early_bird", title: "Madrugador", description: "Entrou antes das 6 horas da manhã.", icon: "🌅", points: 25 },
  { id: "night_owl", title: "Coruja", description: "Entrou a partir das 22 horas.", icon: "🦉", points: 25 },
];

export function findAchievement(id: string): Achievement | undefined {
  return ACHIEVEMENTS.find((a) => a.id === id);
}

/** Goal-based achievements the figures have reached and that are not unlocked yet. */
export function newlyReached(stats: MemberStats, unlocked: ReadonlySet<string>): Achievement[] {
  return ACHIEVEMENTS.filter((a) => a.goal && !unlocked.has(a.id) && stats[a.goal.stat] >= a.goal.target);
}

/** Progress towards a goal, 0–100 (login-time achievements: 0 until unlocked). */
export function goalProgress(achievement: Achievement, stats: MemberStats): number {
  if (!achievement.goal) return 0;
  return Math.min(100, Math.floor((stats[achievement.goal.stat] / achievement.goal.target) * 100));
}

/** Achievements earned by the hour of a login in the member's own time zone. */
export function loginHourAchievements(localHour: number): AchievementId[] {
  if (localHour < 6) return ["early_bird"];
  if (localHour >= 22) return ["night_owl"];
  return [];
}

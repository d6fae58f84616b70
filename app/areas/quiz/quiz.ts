/** Bible quiz rules. */
export const DIFFICULTIES = ["Fácil", "Médio", "Difícil"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const QUIZ_COUNT = 30;
export const QUESTIONS_PER_QUIZ = 5;
export const OPTIONS_PER_QUESTION = 4;
/** After a right pick, the quiz moves on by itself; after a wrong one it waits for 'Próxima pergunta', so the right answer can be read. */
export const AUTO_ADVANCE_MS = 2000;

export interface Question {
  pergunta: string;
  opcoes: string[];
  /** The text of the correct option. */
  resposta: string;
  /** The Bible reference that proves the answer. */
  referencia: string;
}

export interface Quiz {
  id: string;
  titulo: string;
  categoria: string;
  dificuldade: Difficulty;
  perguntas: Question[];
}

export type Tone = "green" | "yellow" | "orange" | "red";

export const DIFFICULTY_TONE: Record<Difficulty, Tone> = { Fácil: "green", Médio: "yellow", Difícil: "red" };

/** Result colour: green at 70 % or more, orange at 50 % or more, red below. */
export function resultTone(percent: number): Tone {
  if (percent >= 70) return "green";
  if (percent >= 50) return "orange";
  return "red";
}

export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}

/** 'Pergunta X de N' and how far along the quiz is (the bar and its percentage). */
export function questionProgress(index: number, total: number): { label: string; percent: number } {
  return { label: `Pergunta ${index + 1} de ${total}`, percent: percentOf(index + 1, total) };
}

/** What a player picked on each question, by option index, in question order. */
export type Picks = readonly number[];

interface AnswerRecord {
  pergunta: string;
  /** The option the player picked. */
  resposta: string;
  correta: boolean;
  /** The right option. */
  certa: string;
  referencia: string;
}

export function isCorrect(question: Question, option: number): boolean {
  return question.opcoes[option] === question.resposta;
}

export interface QuizScore {
  correct: number;
  total: number;
  percent: number;
  answers: AnswerRecord[];
}

/** Scores a finished quiz; null when the picks do not answer every question with a real option. */
export function scoreQuiz(quiz: Quiz, picks: Picks): QuizScore | null {
  if (picks.length !== quiz.perguntas.length) return null;
  if (picks.some((p, i) => !Number.isInteger(p) || p < 0 || p >= quiz.perguntas[i]!.opcoes.length)) return null;
  const answers = quiz.perguntas.map((q, i) => ({
    pergunta: q.pergunta,
    resposta: q.opcoes[picks[i]!]!,
    correta: isCorrect(q, picks[i]!),
    certa: q.resposta,
    referencia: q.referencia,
  }));
  const correct = answers.filter((a) => a.correta).length;
  return { correct, total: answers.length, percent: percentOf(correct, answers.length), answers };
}

/**
 * A quiz in play: the picks so far, and whether the current question's pick is shown
 * (locked) waiting for the auto-advance.
 */
export interface QuizPlay {
  picks: number[];
  /** The pick on the current question, once made; it locks the question. */
  locked: number | null;
}

export const NEW_PLAY: QuizPlay = { picks: [], locked: null };

export type QuizEvent = { type: "pick"; option: number } | { type: "advance" } | { type: "restart" };

/** The first pick on a question locks it; later picks change nothing. */
export function playQuiz(play: QuizPlay, event: QuizEvent): QuizPlay {
  switch (event.type) {
    case "pick":
      return play.locked === null ? { ...play, locked: event.option } : play;
    case "advance":
      return play.locked === null ? play : { picks: [...play.picks, play.locked], locked: null };
    case "restart":
      return NEW_PLAY;
  }
}

export function isFinished(quiz: Quiz, play: QuizPlay): boolean {
  return play.picks.length >= quiz.perguntas.length;
}

/** A member's best score on one quiz, as the profile lists it. */
export interface QuizBestScoreRow {
  id: string;
  titulo: string;
  correct: number;
  total: number;
}

/**
 * What /contato says that a church writes itself at /admin/igreja: its office hours (one period
 * a line) and its questions and answers (a blank line between entries, the question on the
 * first line, the answer below it). Until a church writes its own, the portal's texts below,
 * which follow the spec: Mon–Fri 9h–18h, Saturday closed, Sunday 10h–16h; answers within 24
 * hours on business days, the portal is free, suggestions are welcome, how to contribute.
 */

export interface FaqEntry {
  question: string;
  answer: string;
}

export const CONTACT_TEXT_LIMITS = { hours: 600, hoursLines: 12, faq: 4000, faqEntries: 12, question: 200 } as const;

export const DEFAULT_OFFICE_HOURS: readonly string[] = ["Segunda a sexta: 9h às 18h", "Sábado: fechado", "Domingo: 10h às 16h"];

export const DEFAULT_FAQ: readonly FaqEntry[] = [
  { question: "Em quanto tempo vocês respondem?", answer: "Respondemos em até 24 horas em dias úteis." },
  {
    question: "O portal é gratuito?",
    answer: "Sim. Todo o conteúdo do portal é gratuito e sem anúncios: Bíblia, estudos, hinário e desbravadores.",
  },
  {
    question: "Posso dar sugestões?",
    answer: "Claro! Suas sugestões são bem-vindas: escreva pelo formulário desta página ou pela página de Feedback.",
  },
  { question: "Como posso contribuir?", answer: "Orando, compartilhando o portal com amigos e apoiando os projetos missionários da igreja." },
];

/** The lines of a text typed one per line, blank lines left out. */
export function textLines(text: string | null): string[] {
  return (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The entries of a typed FAQ: blocks split by blank lines, the first line the question, the rest the answer. */
export function faqEntries(text: string): FaqEntry[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => textLines(block))
    .filter((lines) => lines.length > 0)
    .map(([question, ...answer]) => ({ question: question!, answer: answer.join(" ") }));
}

/** The FAQ as the form shows it (what `faqEntries` reads back). */
export function faqText(entries: readonly FaqEntry[]): string {
  return entries.map((e) => `${e.question}\n${e.answer}`).join("\n\n");
}

/** Why a typed FAQ cannot be kept, or null when it can. */
export function faqProblem(text: string): string | null {
  const entries = faqEntries(text);
  if (entries.length > CONTACT_TEXT_LIMITS.faqEntries) return `Escreva no máximo ${CONTACT_TEXT_LIMITS.faqEntries} perguntas.`;
  const unanswered = entries.find((e) => e.answer === "");
  if (unanswered) return `Escreva a resposta na linha abaixo da pergunta “${unanswered.question.slice(0, 60)}”.`;
  if (entries.some((e) => e.question.length > CONTACT_TEXT_LIMITS.question))
    return `Cada pergunta deve ter no máximo ${CONTACT_TEXT_LIMITS.question} caracteres.`;
  return null;
}

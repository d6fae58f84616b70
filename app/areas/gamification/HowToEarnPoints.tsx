import { Card } from "#app/components/ui/Card.tsx";
import { DAILY_PAID_READINGS, END_READ_SECONDS, POINTS, READ_SECONDS } from "./rules.ts";

const SOURCES = [
  ["Ler um capítulo da Bíblia", POINTS.chapterRead],
  ["Ler um devocional", POINTS.devotionalRead],
  ["Concluir uma lição de estudo", POINTS.lessonCompleted],
  ["Concluir um dia de um plano de leitura", POINTS.planDayCompleted],
  ["Criar uma nota", POINTS.noteCreated],
  ["Marcar um versículo", POINTS.bookmarkAdded],
] as const;

/** The box 'Como Ganhar Pontos'. */
export function HowToEarnPoints() {
  return (
    <Card className="mt-8">
      <h2 className="mb-3 text-xl font-bold">Como Ganhar Pontos</h2>
      <ul className="space-y-1">
        {SOURCES.map(([label, points]) => (
          <li key={label} className="flex justify-between gap-4">
            <span>{label}</span>
            <span className="font-semibold text-accent">+{points}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        Um capítulo conta como lido quando você o lê: {READ_SECONDS / 60} minuto com o texto na tela, ou chegando ao último versículo depois de pelo
        menos {END_READ_SECONDS} segundos. Só abrir um capítulo, por exemplo pela busca, não conta.
      </p>
      <p className="mt-3 text-sm text-muted">
        Cada capítulo e cada devocional contam uma vez por dia, até {DAILY_PAID_READINGS.chapter} capítulos e {DAILY_PAID_READINGS.devotional}{" "}
        devocionais por dia. As conquistas dão pontos extras: 7 dias seguidos +60, 30 dias seguidos +200, entrar antes das 6h ou a partir das 22h +25.
        A cada 100 pontos você sobe um nível.
      </p>
    </Card>
  );
}

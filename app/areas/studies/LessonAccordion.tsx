import { CheckCircle2, ChevronDown } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { findReferences, referenceHref } from "#app/areas/bible/references.ts";
import type { Lesson } from "./studies.ts";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";
import type { MarkdownBlock } from "#app/platform/content/markdown.ts";

function BibleLink({ reference }: { reference: string }) {
  const found = findReferences(reference)[0]?.reference;
  return found ? (
    <PageLink to={referenceHref(found)} className="font-semibold text-accent underline">
      {reference}
    </PageLink>
  ) : (
    <>{reference}</>
  );
}

/**
 * The course's lessons: at most one open at a time, toggling the open one closes it
 *. Without JavaScript, ?licao=N opens a lesson. Members mark a lesson done.
 */
export function LessonAccordion({
  lessons,
  done,
  member,
  initiallyOpen,
}: {
  /** Each lesson with its text read on the server into the tree <Markdown blocks> draws. */
  lessons: (Lesson & { conteudoBlocks: MarkdownBlock[] })[];
  done: number[];
  member: boolean;
  initiallyOpen: number | null;
}) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const loginPath = useLoginPath();
  return (
    <ol className="space-y-3" data-testid="licoes">
      {lessons.map((lesson) => {
        const isOpen = open === lesson.numero;
        const isDone = done.includes(lesson.numero);
        const panel = `licao-${lesson.numero}`;
        return (
          <li key={lesson.numero} className="rounded-xl border border-line bg-raised">
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panel}
                onClick={() => setOpen(isOpen ? null : lesson.numero)}
                className="flex w-full items-center justify-between gap-3 p-4 text-left font-semibold"
              >
                <span>
                  Lição {lesson.numero}: {lesson.titulo}
                  {isDone && (
                    <span className="ml-2 inline-flex items-center gap-1 text-sm text-success">
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                      Concluída
                    </span>
                  )}
                </span>
                <ChevronDown className={`size-5 shrink-0 transition-transform ${isOpen ? "rotate-180" : ""}`} aria-hidden="true" />
              </button>
            </h3>
            {isOpen && (
              <div id={panel} className="space-y-4 border-t border-line p-4">
                <p className="text-sm">
                  Texto bíblico: <BibleLink reference={lesson.texto} />
                </p>
                <Markdown blocks={lesson.conteudoBlocks} headingLevel={4} />
                <p>
                  <strong>Reflexão:</strong> {lesson.reflexao}
                </p>
                <p>
                  <strong>Aplicação:</strong> {lesson.aplicacao}
                </p>
                {member ? (
                  isDone ? (
                    <p className="font-semibold text-success">Você concluiu esta lição.</p>
                  ) : (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="licao" value={lesson.numero} />
                      <Button type="submit">Marcar como concluída</Button>
                    </Form>
                  )
                ) : (
                  <p className="text-sm">
                    <PageLink to={loginPath} className="font-semibold text-accent underline">
                      Entre na sua conta
                    </PageLink>{" "}
                    para registrar as lições concluídas.
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

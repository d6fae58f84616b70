import type { ReactNode } from "react";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { answerMessage, type MessageAnswer } from "#app/platform/http/field-errors.ts";

/**
 * What the pages of the e-mailed links show: a title, a line, a form or a way back, and above them
 * the form's answer when it says something (each wrong field's message stays beside its field),
 * else the link's problem found by the loader.
 */
export function LinkCard({
  title,
  subtitle,
  answer,
  problem,
  children,
}: {
  title: string;
  subtitle?: string;
  answer?: MessageAnswer;
  problem?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md">
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="grid gap-4 p-6">
        {answerMessage(answer, { firstField: false }) ? (
          <AnswerNotice answer={answer} firstField={false} />
        ) : (
          problem && <Notice tone="error">{problem}</Notice>
        )}
        {children}
      </Card>
    </section>
  );
}

import type { ReactNode } from "react";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";

/** What the pages of the e-mailed links show: a title, a line, a message when there is one, a form or a way back. */
export interface LinkCardMessage {
  tone: "success" | "error" | "info";
  text: string;
}

export function LinkCard({
  title,
  subtitle,
  message,
  children,
}: {
  title: string;
  subtitle?: string;
  message?: LinkCardMessage | null;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md">
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="grid gap-4 p-6">
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {children}
      </Card>
    </section>
  );
}

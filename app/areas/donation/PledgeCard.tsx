import { CheckCircle2, Circle } from "lucide-react";
import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { METHOD_LABELS } from "./donation.ts";
import { churchTime, type PledgeLine } from "./giving-report.ts";
import { money } from "./GivingTotals.tsx";

/** One pledge with its reference, amount and whether it was received, and the button that marks it (back to the same filtered list, `search`). */
export function PledgeCard({ p, search }: { p: PledgeLine & { project: string }; search: string }) {
  return (
    <Card className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-mono text-lg font-bold tracking-wider">{p.reference ?? "—"}</span>
          <span className="text-lg font-semibold">{money(p.amountCents)}</span>
          <span className="text-sm text-muted">{METHOD_LABELS[p.method] ?? p.method}</span>
        </p>
        <p className="text-sm break-words text-muted">
          {churchTime(p.createdAt)} · {p.project} · {p.memberName ?? "visitante"}
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm font-semibold">
          {p.receivedAt ? (
            <>
              <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> Recebido
              <span className="font-normal text-muted">
                {" "}
                em {churchTime(p.receivedAt)}
                {p.receivedBy ? ` por ${p.receivedBy}` : ""}
              </span>
            </>
          ) : (
            <>
              <Circle className="size-4 text-muted" aria-hidden="true" /> Não recebido
            </>
          )}
        </p>
      </div>
      <Form method="post" action={`${href("/admin/doacoes")}${search}`} preventScrollReset>
        <input type="hidden" name="id" value={p.id} />
        {p.receivedAt ? (
          <Button type="submit" name="intent" value="nao-recebido" variant="secondary" aria-label={`Marcar não recebido: ${p.reference ?? "doação"}`}>
            Marcar não recebido
          </Button>
        ) : (
          <Button type="submit" name="intent" value="recebido" aria-label={`Marcar recebido: ${p.reference ?? "doação"}`}>
            Marcar recebido
          </Button>
        )}
      </Form>
    </Card>
  );
}

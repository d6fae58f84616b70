import { formatAmount } from "./donation.ts";
import type { ProjectTotal } from "./giving-report.ts";

/** An amount in cents as the treasurer reads it: R$ 1.234,50. */
export const money = (cents: number) => `R$ ${formatAmount(cents / 100)}`;

/** Per project of the filter: how many pledges, how much pledged and how much received. */
export function GivingTotals({ totals }: { totals: (ProjectTotal & { name: string })[] }) {
  return (
    <>
      <h2 className="mb-3 text-xl font-bold">Totais por projeto</h2>
      {totals.length === 0 ? (
        <p className="mb-6 text-muted">Nenhuma doação neste filtro.</p>
      ) : (
        <div className="mb-6 overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-line-strong">
                <th scope="col" className="py-2 pr-3">
                  Projeto
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Doações
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Prometido
                </th>
                <th scope="col" className="py-2 text-right">
                  Recebido
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.map((t) => (
                <tr key={t.projectId ?? "geral"} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 font-medium break-words">
                    {t.name}
                  </th>
                  <td className="py-2 pr-3 text-right">{t.count}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{money(t.pledgedCents)}</td>
                  <td className="py-2 text-right whitespace-nowrap">{money(t.receivedCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

import { Card } from "#app/components/ui/Card.tsx";

export interface ShownRankingRow {
  position: number;
  name: string;
  points: number;
  level: number;
  streak: number;
  isYou: boolean;
}

/** The top 10 of all members; the member's own row is marked 'Você'. */
export function RankingTable({ rows, yourPosition }: { rows: readonly ShownRankingRow[]; yourPosition: number }) {
  const inTop = rows.some((r) => r.isYou);
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold">Top 10</h2>
      {rows.length === 0 ? (
        <p>Ainda não há membros no ranking.</p>
      ) : (
        <table className="w-full text-left">
          <caption className="sr-only">Os 10 membros com mais pontos</caption>
          <thead>
            <tr className="border-b border-line text-sm">
              <th scope="col" className="py-2">
                #
              </th>
              <th scope="col">Membro</th>
              <th scope="col">Pontos</th>
              <th scope="col">Nível</th>
              <th scope="col">Sequência</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.position} className={`border-b border-line ${row.isYou ? "bg-accent-soft font-semibold" : ""}`}>
                <td className="py-2">{row.position}º</td>
                <td className="wrap-anywhere">
                  {row.name}
                  {row.isYou && <span className="ml-2 rounded bg-brand-700 px-2 py-0.5 text-xs text-on-accent">Você</span>}
                </td>
                <td>{row.points}</td>
                <td>{row.level}</td>
                <td>{row.streak} d</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!inTop && (
        <p className="mt-4 rounded-lg bg-accent-soft p-3 text-fg">Sua posição: {yourPosition}º. Continue estudando para entrar no Top 10!</p>
      )}
    </Card>
  );
}

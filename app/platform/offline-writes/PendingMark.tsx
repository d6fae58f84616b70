/** The mark beside an item whose change waits for the connection (decision 0017). */
export function PendingMark() {
  return (
    <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning" title="Aguardando conexão">
      Pendente<span className="sr-only">: aguardando conexão</span>
    </span>
  );
}

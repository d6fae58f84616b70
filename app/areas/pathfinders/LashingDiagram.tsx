import type { Lashing } from "./knots.ts";

const POLE = "#92400e";
const ROPE = "#2563eb";

/** A simple drawing of the finished lashing: the poles and where the rope wraps them. */
export function LashingDiagram({ lashing }: { lashing: Pick<Lashing, "id" | "nome"> }) {
  return (
    <svg viewBox="0 0 200 160" className="h-40 w-full max-w-xs" role="img" aria-label={`Desenho da amarração ${lashing.nome.toLowerCase()}`}>
      {lashing.id === "paralela" ? <Parallel /> : lashing.id === "diagonal" ? <Diagonal /> : <Square />}
    </svg>
  );
}

function Square() {
  return (
    <>
      <rect x="88" y="5" width="24" height="150" rx="4" fill={POLE} />
      <rect x="15" y="68" width="170" height="24" rx="4" fill={POLE} opacity="0.85" />
      {[0, 1, 2].map((i) => (
        <g key={i} stroke={ROPE} strokeWidth="4" fill="none">
          <line x1={84 - i * 5} y1={64 - i * 4} x2={116 + i * 5} y2={96 + i * 4} />
          <line x1={116 + i * 5} y1={64 - i * 4} x2={84 - i * 5} y2={96 + i * 4} />
        </g>
      ))}
    </>
  );
}

function Diagonal() {
  return (
    <>
      <rect x="88" y="0" width="24" height="160" rx="4" fill={POLE} transform="rotate(35 100 80)" />
      <rect x="88" y="0" width="24" height="160" rx="4" fill={POLE} opacity="0.85" transform="rotate(-35 100 80)" />
      {[-6, 0, 6].map((d) => (
        <line key={d} x1={82 + d} y1="62" x2={118 + d} y2="98" stroke={ROPE} strokeWidth="4" />
      ))}
      {[-6, 0, 6].map((d) => (
        <line key={`b${d}`} x1={118 + d} y1="62" x2={82 + d} y2="98" stroke={ROPE} strokeWidth="4" />
      ))}
    </>
  );
}

function Parallel() {
  return (
    <>
      <rect x="70" y="5" width="26" height="150" rx="4" fill={POLE} />
      <rect x="104" y="5" width="26" height="150" rx="4" fill={POLE} opacity="0.85" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <line key={i} x1="66" y1={50 + i * 8} x2="134" y2={50 + i * 8} stroke={ROPE} strokeWidth="4" />
      ))}
      <line x1="100" y1="46" x2="100" y2="110" stroke={ROPE} strokeWidth="4" />
    </>
  );
}

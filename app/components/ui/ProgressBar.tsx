/**
 * A labelled progress bar from 0 to 100, the portal's only one: 12 px high, or 8 px when
 * `thin`; filled in the brand colour unless `colour` names another (a pathfinder class's);
 * `animated` when the value moves while the page is open.
 */
export function ProgressBar({
  percent,
  label,
  thin = false,
  colour,
  animated = false,
  className,
}: {
  percent: number;
  label: string;
  thin?: boolean;
  colour?: string;
  animated?: boolean;
  /** Placement in the surrounding layout (margin, flex). */
  className?: string;
}) {
  const height = thin ? "h-2" : "h-3";
  return (
    <div
      className={[height, "rounded-full bg-gray-200 dark:bg-gray-700", className].filter(Boolean).join(" ")}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className={[height, "rounded-full", colour ? "" : "bg-brand-600", animated ? "transition-all" : ""].filter(Boolean).join(" ")}
        style={colour ? { width: `${percent}%`, backgroundColor: colour } : { width: `${percent}%` }}
      />
    </div>
  );
}

/** A labelled progress bar from 0 to 100. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className="h-3 rounded-full bg-gray-200 dark:bg-gray-700"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-3 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

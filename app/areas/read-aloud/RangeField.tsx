import { clampToStep } from "./read-aloud.ts";

/** A labelled slider showing its value, snapped to the range's step. */
export function RangeField(props: {
  id: string;
  label: React.ReactNode;
  range: { min: number; max: number; step: number };
  value: number;
  valueText: string;
  onChange: (value: number) => void;
  children?: React.ReactNode;
}) {
  const { id, range } = props;
  return (
    <div>
      <div className="flex justify-between text-sm font-medium">
        <label htmlFor={id} className="flex items-center gap-1">
          {props.label}
        </label>
        <output htmlFor={id}>{props.valueText}</output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(e) => props.onChange(clampToStep(Number(e.target.value), range))}
        className="w-full accent-brand-700"
      />
      {props.children}
    </div>
  );
}

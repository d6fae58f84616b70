import type { ComponentProps } from "react";
import { inputClass } from "./FormField.tsx";

/** A labelled select with its error beside it, announced with the field. */
export function SelectField({ label, name, error, children, ...props }: { label: string; name: string; error?: string } & ComponentProps<"select">) {
  const id = props.id ?? `campo-${name}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        {...props}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        className={inputClass}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-erro`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ComponentProps } from "react";

export const inputClass =
  "w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100";

/** A labelled input (or textarea) with its error beside it, announced with the field. */
export function FormField({
  label,
  name,
  error,
  hint,
  multiline = false,
  ...props
}: { label: string; name: string; error?: string; hint?: string; multiline?: boolean } & ComponentProps<"input"> & ComponentProps<"textarea">) {
  const id = props.id ?? `campo-${name}`;
  const described = [hint && `${id}-dica`, error && `${id}-erro`].filter(Boolean).join(" ") || undefined;
  const shared = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": described, className: inputClass };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea rows={6} {...(props as ComponentProps<"textarea">)} {...shared} />
      ) : (
        <input {...(props as ComponentProps<"input">)} {...shared} />
      )}
      {hint && (
        <p id={`${id}-dica`} className="text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

import { useState, type ComponentProps } from "react";
import { FormField } from "#app/components/ui/FormField.tsx";
import { pixTextPreview } from "./pix.ts";

/**
 * A name or city that goes inside the PIX code, with what the code will hold under it as it is
 * typed: without accents, within the Central Bank's limit, shortened by whole words — and saying
 * so when it is shorter than typed.
 */
export function PixNameField({
  max,
  defaultValue,
  ...props
}: { max: number; defaultValue: string; label: string; name: string; error?: string } & Omit<
  ComponentProps<typeof FormField>,
  "defaultValue" | "value" | "onChange" | "hint"
>) {
  const [value, setValue] = useState(defaultValue);
  const preview = pixTextPreview(value, max);
  const hint = !preview.text
    ? `Vai no código Pix sem acentos, com até ${max} letras.`
    : preview.shortened
      ? `Encurtado no código Pix para “${preview.text}”: o Pix aceita até ${max} letras; cortamos palavras inteiras.`
      : `No código Pix: “${preview.text}”.`;
  return <FormField {...props} value={value} onChange={(e) => setValue(e.currentTarget.value)} hint={hint} />;
}

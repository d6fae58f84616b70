import { FormField } from "#app/components/ui/FormField.tsx";
import { EMAIL_MAX } from "./fields.ts";

/** An account's e-mail field (sign-up, login, forgotten password, e-mail change): required, at most EMAIL_MAX characters. */
export function EmailField({ label = "E-mail", ...props }: { label?: string; defaultValue?: string; error?: string; hint?: string }) {
  return <FormField label={label} name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX} {...props} />;
}

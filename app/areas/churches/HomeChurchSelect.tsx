import { SelectField } from "#app/components/ui/SelectField.tsx";
import type { Church } from "./churches.store.server.ts";
import { HOME_CHURCH_FIELD } from "./home-church.ts";

/** A required "Sua igreja" select (sign-up and /perfil, only with two churches or more). */
export function HomeChurchSelect({ churches, defaultValue, error }: { churches: Church[]; defaultValue?: string; error?: string }) {
  return (
    <SelectField label="Sua igreja" name={HOME_CHURCH_FIELD} required defaultValue={defaultValue ?? ""} error={error}>
      <option value="" disabled>
        Escolha sua igreja
      </option>
      {churches.map((church) => (
        <option key={church.id} value={church.slug}>
          {church.city ? `${church.name} — ${church.city}` : church.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The form field of a member's home church: the chosen church's slug. */
export const HOME_CHURCH_FIELD = "igreja";

/** The answer when no church of the list was chosen. */
export const HOME_CHURCH_REQUIRED = "Escolha sua igreja.";

/** The slug a form sent for the home church, if it sent one as text. */
export function chosenSlug(fields: Record<string, unknown>): string | undefined {
  const value = fields[HOME_CHURCH_FIELD];
  return typeof value === "string" && value.length <= 100 ? value : undefined;
}

/** The /perfil form that changes the member's home church. */
export const HOME_CHURCH_INTENT = "igreja";

/** The answer once the member's home church changed. */
export function movedMessage(name: string): string {
  return `Sua igreja agora é ${name}.`;
}

/** Who may read contact messages and feedback (/admin/mensagens): members whose e-mail is in ADMIN_EMAILS. */
export function isAdmin(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  return !!email && adminEmails.includes(email.trim().toLowerCase());
}

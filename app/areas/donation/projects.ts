/** A missionary project: one of the church's own (/admin/projetos) or a shipped example. */
export interface Project {
  id: string;
  titulo: string;
  descricao: string;
  localizacao: string;
  versiculo: { texto: string; referencia: string } | null;
  /** 'Saiba Mais': the project's text in Markdown. */
  texto: string;
  /** The project's own PIX key; null: gifts go to the church's key (/admin/igreja), if any. */
  pixKey: string | null;
  /** The own key's owner, as the payer's bank shows it. */
  pixRecipient: string | null;
  /** What the project hopes to raise, in centavos. */
  goalCents: number | null;
  /** Whether the page shows the received total against the goal (the admin's choice). */
  showTotal: boolean;
  /** A shipped example (content/projects): never asks for money, shown only until the church publishes its own. */
  example: boolean;
}

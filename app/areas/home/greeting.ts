/** The home greeting: by the visitor's local time of day. */
export type Greeting = "Bom dia!" | "Boa tarde!" | "Boa noite!";

/** Before 12h 'Bom dia!', before 18h 'Boa tarde!', otherwise 'Boa noite!'. */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return "Bom dia!";
  if (hour < 18) return "Boa tarde!";
  return "Boa noite!";
}

/** Who the greeting addresses: the member's name, or 'Visitante'. */
export function greetingName(name: string | null | undefined): string {
  return name?.trim() || "Visitante";
}

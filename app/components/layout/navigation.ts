/** Top bar links (spec 1 §2.2), in the spec's order. */
export interface NavLinkItem {
  to: string;
  label: string;
  /** Shown only to a logged-in member. */
  membersOnly?: boolean;
}

export const TOP_BAR_LINKS: readonly NavLinkItem[] = [
  { to: "/", label: "Início" },
  { to: "/devocional", label: "Devocional" },
  { to: "/hinario", label: "Hinário" },
  { to: "/biblia", label: "Bíblia" },
  { to: "/estudos", label: "Estudos" },
  { to: "/ellen-white", label: "Ellen White" },
  { to: "/planos", label: "Planos" },
  { to: "/quiz", label: "Quiz" },
  { to: "/projetos", label: "Projetos" },
  { to: "/cursos", label: "Cursos" },
  { to: "/desbravadores", label: "Desbravadores" },
  { to: "/oracao", label: "Oração" },
  { to: "/conquistas", label: "Conquistas", membersOnly: true },
  { to: "/feliz7play", label: "Feliz7 Play" },
  { to: "/noticias-desbravadores", label: "Notícias" },
  { to: "/feedback", label: "Feedback" },
  { to: "/contato", label: "Contato" },
];

/** Bottom navigation (spec 3 §2.1). */
export const BOTTOM_NAV_LINKS: readonly NavLinkItem[] = [
  { to: "/", label: "Início" },
  { to: "/biblia", label: "Bíblia" },
  { to: "/estudos", label: "Estudos" },
  { to: "/desbravadores", label: "Desbravadores" },
  { to: "/cursos", label: "Cursos" },
  { to: "/perfil", label: "Perfil" },
];

export const CONTACT_EMAIL = "contato@lampada.app";

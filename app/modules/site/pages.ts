/**
 * Every page of the route table (spec 1 §2.1) with its title. Pages whose area is
 * not built yet render the "being prepared" page; an area's issue gives its page a
 * module of its own in routes.ts.
 */
export interface Page {
  path: string;
  title: string;
  /** A concrete URL to visit the page in tests (for paths with parameters). */
  example?: string;
}

export const PAGES: readonly Page[] = [
  { path: "/", title: "Lâmpada" },
  { path: "/login", title: "Entrar" },
  { path: "/devocional", title: "Devocional Diário" },
  { path: "/hinario", title: "Hinário" },
  { path: "/hinario/:numero", title: "Hino", example: "/hinario/37" },
  { path: "/biblia", title: "Bíblia Sagrada" },
  { path: "/biblia/:livro/:capitulo", title: "Bíblia Sagrada", example: "/biblia/gn/1" },
  { path: "/biblia/busca", title: "Buscar na Bíblia", example: "/biblia/busca?q=amor" },
  { path: "/estudos", title: "Estudos Bíblicos" },
  { path: "/estudos/:categoria", title: "Cursos da Categoria", example: "/estudos/biblicos" },
  { path: "/estudos/:categoria/:cursoId", title: "Curso", example: "/estudos/biblicos/1" },
  { path: "/escola-sabatina", title: "Escola Sabatina" },
  { path: "/ellen-white", title: "Ellen G. White" },
  { path: "/dicionario", title: "Dicionário Bíblico" },
  { path: "/devocionais-ellen", title: "Livros Devocionais" },
  { path: "/planos", title: "Planos de Leitura" },
  { path: "/quiz", title: "Quiz Bíblico" },
  { path: "/projetos", title: "Projetos Missionários" },
  { path: "/cursos", title: "Cursos" },
  { path: "/desbravadores", title: "Desbravadores" },
  { path: "/nos-desbravadores", title: "Nós, Desbravadores" },
  { path: "/desbravadores/especialidade/:id", title: "Especialidade", example: "/desbravadores/especialidade/1" },
  { path: "/progresso-desbravador", title: "Progresso nas Classes" },
  { path: "/certificado", title: "Certificado de Curso" },
  { path: "/oracao", title: "Compartilhar Oração" },
  { path: "/contato", title: "Contato" },
  { path: "/feedback", title: "Feedback" },
  { path: "/noticias-desbravadores", title: "Notícias dos Desbravadores" },
  { path: "/feliz7play", title: "Feliz7 Play" },
  { path: "/perfil", title: "Meu Perfil" },
  { path: "/conquistas", title: "Conquistas" },
  { path: "/doacao", title: "Apoie a Missão" },
];

export function pageTitle(path: string): string {
  return PAGES.find((p) => p.path === path)?.title ?? "Lâmpada";
}

/** The document title: page title, then the brand. */
export function documentTitle(title: string): string {
  return title === "Lâmpada" ? "Lâmpada — Bíblia, estudos e comunidade" : `${title} — Lâmpada`;
}

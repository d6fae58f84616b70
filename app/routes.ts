import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The one list of the portal's URLs. The page titles, the top bar, the bottom
 * navigation, the list of pages tests visit and the hostile-input test all derive from it.
 * Plain data with type-only imports, so the app may import it too.
 */
export interface SiteRoute {
  /** React Router pattern. */
  path: string;
  /** The route module. */
  file: string;
  /** Pages have a title; routes without one are files and form actions. */
  title?: string;
  /** A concrete address of a page with parameters, for tests and the benchmark. */
  example?: string;
  /** Its link in the top bar: position and label. */
  topBar?: { order: number; label: string };
  /** Its link in the bottom navigation, in this list's order. */
  bottomNav?: string;
  /** Shown in navigation only to a logged-in member. */
  membersOnly?: boolean;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: "/", file: "routes/home.tsx", title: "Lâmpada", topBar: { order: 1, label: "Início" }, bottomNav: "Início" },
  { path: "/login", file: "routes/login.tsx", title: "Entrar" },
  { path: "/devocional", file: "routes/devocional.tsx", title: "Devocional Diário", topBar: { order: 2, label: "Devocional" } },
  { path: "/devocional/:id", file: "routes/devocional.$id.tsx", title: "Devocional", example: "/devocional/2025-10-01-refugio" },
  { path: "/hinario", file: "routes/hinario.tsx", title: "Hinário", topBar: { order: 3, label: "Hinário" } },
  { path: "/hinario/:numero", file: "routes/hinario.$numero.tsx", title: "Hino", example: "/hinario/37" },
  { path: "/biblia", file: "routes/biblia.tsx", title: "Bíblia Sagrada", topBar: { order: 4, label: "Bíblia" }, bottomNav: "Bíblia" },
  { path: "/biblia/:livro/:capitulo", file: "routes/biblia.$livro.$capitulo.tsx", title: "Bíblia Sagrada", example: "/biblia/gn/1" },
  { path: "/biblia/busca", file: "routes/biblia.busca.tsx", title: "Buscar na Bíblia", example: "/biblia/busca?q=amor" },
  { path: "/busca", file: "routes/busca.tsx", title: "Buscar", example: "/busca?q=oração" },
  { path: "/estudos", file: "routes/estudos.tsx", title: "Estudos Bíblicos", topBar: { order: 5, label: "Estudos" }, bottomNav: "Estudos" },
  { path: "/estudos/:categoria", file: "routes/estudos.$categoria.tsx", title: "Cursos da Categoria", example: "/estudos/biblicos" },
  {
    path: "/estudos/:categoria/:cursoId",
    file: "routes/estudos.$categoria.$cursoId.tsx",
    title: "Curso",
    example: "/estudos/biblicos/grande-conflito",
  },
  { path: "/escola-sabatina", file: "routes/escola-sabatina.tsx", title: "Escola Sabatina", topBar: { order: 4.5, label: "Escola Sabatina" } },
  { path: "/ellen-white", file: "routes/ellen-white.tsx", title: "Ellen G. White", topBar: { order: 6, label: "Ellen White" } },
  { path: "/biblioteca", file: "routes/biblioteca.tsx", title: "Biblioteca" },
  { path: "/biblioteca/:livro", file: "routes/biblioteca.$livro.tsx", title: "Livro", example: "/biblioteca/1" },
  {
    path: "/escola-sabatina/:categoria",
    file: "routes/escola-sabatina.$categoria.tsx",
    title: "Lições da Escola Sabatina",
    example: "/escola-sabatina/adultos",
  },
  {
    path: "/escola-sabatina/:categoria/:licao",
    file: "routes/escola-sabatina.$categoria.$licao.tsx",
    title: "Lição da Escola Sabatina",
    example: "/escola-sabatina/adultos/1",
  },
  {
    path: "/escola-sabatina/:categoria/:licao/:dia",
    file: "routes/escola-sabatina.$categoria.$licao.$dia.tsx",
    title: "Estudo do Dia",
    example: "/escola-sabatina/adultos/1/domingo",
  },
  { path: "/dicionario", file: "routes/dicionario.tsx", title: "Dicionário Bíblico", topBar: { order: 7.5, label: "Dicionário" } },
  {
    path: "/devocionais-ellen",
    file: "routes/devocionais-ellen.tsx",
    title: "Livros Devocionais",
    topBar: { order: 6.5, label: "Livros Devocionais" },
  },
  {
    path: "/devocionais-ellen/:livro",
    file: "routes/devocionais-ellen.$livro.tsx",
    title: "Livro Devocional",
    example: "/devocionais-ellen/manhas-com-deus?dia=1",
  },
  { path: "/planos", file: "routes/planos.tsx", title: "Planos de Leitura", topBar: { order: 7, label: "Planos" } },
  { path: "/planos/:plano", file: "routes/planos.$plano.tsx", title: "Plano de Leitura", example: "/planos/salmos-30-dias" },
  { path: "/quiz", file: "routes/quiz.tsx", title: "Quiz Bíblico", topBar: { order: 8, label: "Quiz" } },
  { path: "/projetos", file: "routes/projetos.tsx", title: "Projetos Missionários", topBar: { order: 9, label: "Projetos" } },
  { path: "/cursos", file: "routes/cursos.tsx", title: "Cursos", topBar: { order: 10, label: "Cursos" }, bottomNav: "Cursos" },
  {
    path: "/desbravadores",
    file: "routes/desbravadores.tsx",
    title: "Desbravadores",
    topBar: { order: 11, label: "Desbravadores" },
    bottomNav: "Desbravadores",
  },
  { path: "/nos-desbravadores", file: "routes/nos-desbravadores.tsx", title: "Nós, Desbravadores" },
  {
    path: "/desbravadores/especialidade/:id",
    file: "routes/desbravadores.especialidade.$id.tsx",
    title: "Especialidade",
    example: "/desbravadores/especialidade/1",
  },
  { path: "/progresso-desbravador", file: "routes/progresso-desbravador.tsx", title: "Progresso nas Classes" },
  { path: "/certificado", file: "routes/certificado.tsx", title: "Certificado de Curso" },
  { path: "/clube", file: "routes/clube.tsx", title: "Clube de Desbravadores", topBar: { order: 12.6, label: "Clube" }, membersOnly: true },
  { path: "/clube/criancas", file: "routes/clube.criancas.tsx", title: "Crianças da família" },
  { path: "/clube/pessoas", file: "routes/clube.pessoas.tsx", title: "Pessoas e unidades" },
  {
    path: "/clube/pessoa/:id",
    file: "routes/clube.pessoa.$id.tsx",
    title: "Progresso no clube",
    example: "/clube/pessoa/00000000-0000-4000-8000-000000000000",
  },
  { path: "/clube/painel", file: "routes/clube.painel.tsx", title: "Painel do clube" },
  { path: "/clube/painel.csv", file: "routes/clube.painel.csv.ts" },
  { path: "/clube/reunioes", file: "routes/clube.reunioes.tsx", title: "Reuniões e chamada" },
  { path: "/clube/investidura", file: "routes/clube.investidura.tsx", title: "Investidura" },
  { path: "/clube/reunioes.csv", file: "routes/clube.reunioes.csv.ts" },
  { path: "/clube/relatorio", file: "routes/clube.relatorio.tsx", title: "Relatório mensal" },
  { path: "/clube/relatorio.csv", file: "routes/clube.relatorio.csv.ts" },
  { path: "/oracao", file: "routes/oracao.tsx", title: "Compartilhar Oração", topBar: { order: 12, label: "Oração" } },
  { path: "/grupos", file: "routes/grupos.tsx", title: "Pequenos Grupos", topBar: { order: 12.5, label: "Grupos" }, membersOnly: true },
  { path: "/grupos/entrar", file: "routes/grupos.entrar.tsx", title: "Convite para um grupo" },
  // The deployment's churches and each one's page (issue 50); a fresh database's one church is "Igreja local".
  { path: "/igrejas", file: "routes/igrejas.tsx", title: "Igrejas" },
  { path: "/igrejas/:slug", file: "routes/igrejas.$slug.tsx", title: "Igreja", example: "/igrejas/igreja-local" },
  { path: "/contato", file: "routes/contato.tsx", title: "Contato", topBar: { order: 17, label: "Contato" } },
  { path: "/feedback", file: "routes/feedback.tsx", title: "Feedback", topBar: { order: 16, label: "Feedback" } },
  // The church's own news and videos (written at /admin), apart from the Pathfinders' news and Feliz7 Play's productions.
  { path: "/noticias", file: "routes/noticias.tsx", title: "Notícias da Igreja", topBar: { order: 13.5, label: "Notícias da Igreja" } },
  { path: "/videos", file: "routes/videos.tsx", title: "Vídeos da Igreja", topBar: { order: 13.7, label: "Vídeos da Igreja" } },
  {
    path: "/noticias-desbravadores",
    file: "routes/noticias-desbravadores.tsx",
    title: "Notícias dos Desbravadores",
    topBar: { order: 15, label: "Notícias dos Desbravadores" },
  },
  {
    path: "/noticias-desbravadores/:id",
    file: "routes/noticias-desbravadores.$id.tsx",
    title: "Notícia",
    example: "/noticias-desbravadores/2025-09-20-75-anos",
  },
  { path: "/feliz7play", file: "routes/feliz7play.tsx", title: "Feliz7 Play", topBar: { order: 14, label: "Feliz7 Play" } },
  { path: "/desbravadores/nos", file: "routes/desbravadores.knots.tsx", title: "Nós e Amarrações" },
  { path: "/perfil", file: "routes/perfil.tsx", title: "Meu Perfil", bottomNav: "Perfil" },
  { path: "/perfil/notas", file: "routes/perfil.notas.tsx", title: "Minhas notas" },
  { path: "/perfil/conta", file: "routes/perfil.conta.tsx", title: "Minha conta" },
  { path: "/perfil/lembretes", file: "routes/perfil.lembretes.tsx", title: "Lembretes" },
  { path: "/perfil/avisos", file: "routes/perfil.avisos.tsx", title: "Avisos por e-mail" },
  { path: "/avisos", file: "routes/avisos.tsx", title: "Avisos" },
  { path: "/conquistas", file: "routes/conquistas.tsx", title: "Conquistas", topBar: { order: 13, label: "Conquistas" }, membersOnly: true },
  { path: "/doacao", file: "routes/doacao.tsx", title: "Apoie a Missão" },
  { path: "/sair", file: "routes/sair.tsx", title: "Sair" },
  { path: "/esqueci-senha", file: "routes/esqueci-senha.tsx", title: "Esqueci minha senha" },
  { path: "/redefinir-senha", file: "routes/redefinir-senha.tsx", title: "Criar nova senha" },
  { path: "/confirmar-email", file: "routes/confirmar-email.tsx", title: "Confirmar e-mail" },
  { path: "/entrar-com-link", file: "routes/entrar-com-link.tsx", title: "Entrar com link" },
  { path: "/roteiros", file: "routes/roteiros.tsx", title: "Roteiros do Culto", topBar: { order: 12.7, label: "Roteiros" } },
  // Pages with their own titles that are not visited as they are: full-screen projections (no
  // top bar), one member's service orders and one of the church's news (a made-up id is a 404).
  { path: "/projetar/hino/:numero", file: "routes/projetar.hino.$numero.tsx", example: "/projetar/hino/37" },
  { path: "/projetar/biblia/:livro/:capitulo", file: "routes/projetar.biblia.$livro.$capitulo.tsx", example: "/projetar/biblia/gn/1?versiculos=1-3" },
  { path: "/projetar/roteiro/:id", file: "routes/projetar.roteiro.$id.tsx", example: "/projetar/roteiro/00000000-0000-4000-8000-000000000000" },
  { path: "/roteiros/:id", file: "routes/roteiros.$id.tsx", example: "/roteiros/00000000-0000-4000-8000-000000000000" },
  // One of the church's news: its title is the page's; none is published in a fresh database (a 404).
  { path: "/noticias/:id", file: "routes/noticias.$id.tsx", example: "/noticias/00000000-0000-4000-8000-000000000000" },
  // Files and form actions.
  { path: "/preferencias/tema", file: "routes/preferencias.tema.ts" },
  { path: "/versiculo-do-dia", file: "routes/versiculo-do-dia.ts" },
  { path: "/hinario.pdf", file: "routes/hinario.pdf.ts" },
  { path: "/paginas-offline.json", file: "routes/paginas-offline.ts" },
  { path: "/busca/sugestoes", file: "routes/busca.sugestoes.ts", example: "/busca/sugestoes?q=oração" },
  { path: "/projetar/avulso.json", file: "routes/projetar.avulso.ts", example: "/projetar/avulso.json?q=37" },
  {
    path: "/projetar/roteiro/:id/revisao.json",
    file: "routes/projetar.roteiro.$id.revisao.ts",
    example: "/projetar/roteiro/00000000-0000-4000-8000-000000000000/revisao.json",
  },
  { path: "/hinario/:numero/letra.txt", file: "routes/hinario.$numero.letra.ts", example: "/hinario/37/letra.txt" },
  { path: "/hinario/:numero/dados.json", file: "routes/hinario.$numero.dados.ts", example: "/hinario/37/dados.json" },
  { path: "/biblia/:livro/:capitulo/anotacoes", file: "routes/biblia.$livro.$capitulo.anotacoes.ts", example: "/biblia/jo/3/anotacoes" },
  { path: "/biblia/:livro/:capitulo/leitura", file: "routes/biblia.$livro.$capitulo.leitura.ts", example: "/biblia/jo/3/leitura" },
  {
    path: "/biblia/:livro/:capitulo/passagem.json",
    file: "routes/biblia.$livro.$capitulo.passagem.ts",
    example: "/biblia/jo/3/passagem.json?versiculos=16",
  },
  { path: "/perfil/foto", file: "routes/perfil.foto.ts" },
  { path: "/perfil/dados", file: "routes/perfil.dados.ts" },
  { path: "/perfil/sessoes", file: "routes/perfil.sessoes.tsx" },
  { path: "/perfil/acesso", file: "routes/perfil.acesso.tsx" },
  // A small group's page, for its members only (401 for visitors, 404 for anyone outside the group).
  { path: "/grupos/:grupo", file: "routes/grupos.$grupo.tsx", example: "/grupos/00000000-0000-4000-8000-000000000000" },
  // Pages only for accounts holding the admin role (403 for other members, the login page for
  // visitors), so they have no title here: not in navigation nor in the visited pages.
  { path: "/admin/mensagens", file: "routes/admin.mensagens.tsx" },
  { path: "/admin/acessos", file: "routes/admin.acessos.tsx" },
  // Roles by church: who holds which, granted below one's own (decision 0065); the switcher of the church acted for.
  { path: "/admin/pessoas", file: "routes/admin.pessoas.tsx" },
  { path: "/admin/igreja-ativa", file: "routes/admin.igreja-ativa.ts" },
  // The conference's roll-ups: its churches and every club's monthly report (district pastors and the conference's staff).
  { path: "/conferencia", file: "routes/conferencia.tsx" },
  { path: "/conferencia.csv", file: "routes/conferencia.csv.ts" },
  // The church's own content, admins only like /admin/mensagens.
  { path: "/admin", file: "routes/admin.tsx" },
  { path: "/admin/noticias", file: "routes/admin.noticias.tsx" },
  { path: "/admin/projetos", file: "routes/admin.projetos.tsx" },
  { path: "/admin/videos", file: "routes/admin.videos.tsx" },
  { path: "/admin/hinario", file: "routes/admin.hinario.tsx" },
  { path: "/admin/escola-sabatina", file: "routes/admin.escola-sabatina.tsx" },
  // The church's settings and its giving (the pledges, their CSV), admins only (decision 0046).
  { path: "/admin/igreja", file: "routes/admin.igreja.tsx" },
  { path: "/admin/doacoes", file: "routes/admin.doacoes.tsx" },
  { path: "/admin/doacoes.csv", file: "routes/admin.doacoes.csv.ts" },
];

const entries: RouteConfigEntry[] = [
  ...SITE_ROUTES.map((r) => ({ id: r.path, path: r.path, file: r.file })),
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

export default entries satisfies RouteConfig;

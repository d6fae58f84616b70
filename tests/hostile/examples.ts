import { books } from "#app/areas/bible/books.ts";
import { LEAVING_PATHS } from "#tests/support/leaving-paths.ts";

/**
 * Plausible values the hostile test mixes with hostile ones. Small tables by name; a
 * parameter, query or field whose name is not here gets hostile values only (or the
 * values the pages themselves show).
 */

const bookIds = books.map((b) => b.id);

/** One-time link tokens: the right shape (43 base64url characters) but unknown, cut, padded, empty. */
const TOKENS = ["A".repeat(43), "A".repeat(42), "A".repeat(44), "", "a+b/c=", "%00"];

/** Route parameters (`:livro`, `:capitulo`…, `*` for a splat). */
export const PARAM_EXAMPLES: Record<string, readonly string[]> = {
  livro: [...bookIds, "GN", "Jo", "jud", "1kgs"],
  capitulo: ["1", "3", "21", "50", "150", "0", "151", "01", "1.0", "-1", "9999999999"],
  numero: ["1", "37", "100", "200", "0", "001", "9999", "-1"],
  id: ["1", "2", "10", "abc"],
  categoria: ["biblicos", "jovens", "profecia"],
  cursoId: ["1", "2", "99"],
  grupo: ["nao-existe", "00000000-0000-4000-8000-000000000000"],
  "*": ["nao-existe", "a/b/c", "biblia/xx/1", "index.html", ".env", "perfil/", "favicon.ico"],
};

/** Query parameters some page reads, with values it expects (pages' links add more). */
export const QUERY_EXAMPLES: Record<string, readonly string[]> = {
  redirectTo: [
    "/",
    "/biblia",
    "/perfil?tab=notas",
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "/%0d%0aSet-Cookie:%20a=1",
    "javascript:alert(1)",
  ],
  tab: ["ranking", "conquistas", "info", "notas", "configuracoes", "favoritos", "historico"],
  q: ["amor", "deus", "a", "jesus chorou", '"amor"', "amor*", "AND", "é"],
  versao: ["arc", "acf", "nvi", "ARC", "kjv"],
  modo: ["cadastro", "login", "entrar"],
  livro: ["gn", "jo", "ap", "xx"],
  testamento: ["at", "nt", "xx"],
  pagina: ["1", "2", "10000", "0", "-1"],
  quiz: ["1", "genesis", "nao-existe"],
  editar: ["1", "0"],
  estado: ["nova", "respondida", "arquivada", "todas", "apagada"],
  projeto: ["geral", "nao-existe", ""],
  mes: ["2026-11", "2026-13", "0000-00", ""],
  dia: ["1", "30", "0", "-1", "abc", "9999999999"],
  index: [""],
  _routes: ["root", "routes/home", "root,routes/home", "/"],
  aviso: ["entrou", "saiu", "foto-atualizada", "senha-redefinida", "email-confirmado"],
  token: ["A".repeat(43), "A".repeat(42), "", "%E0%A4%A", "x".repeat(5000)],
  // The return path after login or sign-up (an invitation): only a local path is ever followed.
  voltar: ["/grupos/entrar?token=" + "A".repeat(43), "/clube?codigo=ABC234", "/login", ...LEAVING_PATHS],
  reuniao: ["00000000-0000-4000-8000-000000000000", "nao-existe"],
  ano: ["2026", "2025", "1900", "abc"],
};

/** A tiny real PNG, for file fields. */
export const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

/**
 * Fields the server reads that the page may not show in HTML (filled by scripts, or in a
 * form the page renders only in some state): action path → field name → plausible values.
 */
export const EXTRA_FIELDS: Record<string, Record<string, readonly string[]>> = {
  "/login": {
    intent: ["login", "signup", "link"],
    nome: ["Maria Teste"],
    idade: ["25", "7", "130"],
    email: ["membro@exemplo.com"],
    senha: ["lampada-forte-1"],
    confirmarSenha: ["lampada-forte-1"],
    voltar: ["/grupos", "/clube?codigo=ABC234", ...LEAVING_PATHS],
    historico: ["[]", '[{"tipo":"biblia","titulo":"Gênesis 1","referencia":"gn 1","livro":"gn","capitulo":1,"data":"2026-01-01T00:00:00.000Z"}]'],
    marcadores: ["[]", '[{"livro":"gn","capitulo":1,"versiculo":1,"texto":"No princípio"}]'],
    anotacoes: ["[]", '[{"livro":"gn","capitulo":1,"versiculo":1,"cor":"azul","nota":null,"data":"2026-01-01T00:00:00.000Z"}]'],
  },
  "/preferencias/tema": { mode: ["dark", "light"], color: ["blue", "green", "red"], redirectTo: ["/", "/biblia"] },
  "/versiculo-do-dia": {
    intent: ["favorito", "compartilhado"],
    referencia: ["Jo 3:16", "Sl 23:1"],
    canal: ["whatsapp", "imagem"],
    redirectTo: ["/"],
  },
  // quiz ids come from the quiz page's links
  "/quiz": { quiz: [], respostas: ["0", "0,1,2,3", "0,0,0,0,0,0,0,0,0,0", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1", "3,2,1,0,3,2,1,0,3,2"] },
  // note ids come from the page's delete forms
  "/perfil/notas": {
    intent: ["nota-criar", "nota-editar", "nota-excluir"],
    id: [],
    titulo: ["Minha nota"],
    referencia: ["Jo 3:16"],
    conteudo: ["Texto da nota."],
  },
  "/biblia/:livro/:capitulo": { versiculo: ["1", "2", "0", "201"] },
  // the selection bar's forms, shown only once verses are selected
  "/biblia/:livro/:capitulo/anotacoes": {
    acao: ["destacar", "anotar"],
    versiculos: ["1", "1,2", "0", "201"],
    cor: ["amarelo", "nenhuma", "preto"],
    nota: ["Uma nota.", ""],
  },
  "/perfil/foto": { foto: ["(file)"] },
  // The account's e-mailed links: tokens made up, cut, of the right shape but unknown.
  "/esqueci-senha": { email: ["membro@exemplo.com", "ninguem@exemplo.com"], voltar: LEAVING_PATHS },
  "/redefinir-senha": { token: TOKENS, senha: ["lampada-forte-2"], confirmarSenha: ["lampada-forte-2"], voltar: LEAVING_PATHS },
  "/confirmar-email": { intent: ["confirmar", "nao-fui-eu", "reenviar"], token: TOKENS, senha: ["lampada-forte-1", ""], voltar: LEAVING_PATHS },
  "/entrar-com-link": { token: TOKENS, voltar: LEAVING_PATHS },
  "/perfil/acesso": {
    intent: ["alterar-email", "alterar-senha"],
    email: ["novo@exemplo.com"],
    senha: ["lampada-forte-2"],
    senhaAtual: ["lampada-forte-1"],
    confirmarSenha: ["lampada-forte-2"],
  },
  // Small groups: the hostile members are in no group, so every group action must answer 404 and
  // change nothing; joining with made-up invites must change nothing either.
  "/grupos": {
    nome: ["Jovens da Igreja"],
    descricao: ["", "Quartas à noite."],
    plano: ["salmos-30-dias", "nao-existe"],
    inicio: ["2026-03-01", "2026-02-30"],
  },
  "/grupos/entrar": { token: TOKENS },
  "/grupos/:grupo": {
    intent: ["ler", "mostrar", "mensagem", "apagar-mensagem", "ocultar-mensagem", "convite", "remover", "passar-lideranca", "sair", "excluir-grupo"],
    dia: ["1", "0", "367"],
    concluido: ["0", "1"],
    mostrar: ["0", "1"],
    texto: ["Amém!", "<b>oi</b>"],
    id: ["00000000-0000-4000-8000-000000000000"],
    oculta: ["0", "1"],
    membro: ["nao-existe"],
    confirmar: ["sim"],
  },
  // Clubs: the first hostile member directs a club (hostile.spec.ts), so its leader forms are
  // real; the other member is in none, and its club actions must answer 403 and change nothing.
  "/clube": {
    intent: ["criar", "entrar", "sair"],
    nome: ["Clube Águias do Vale"],
    igreja: ["Igreja Central"],
    cidade: ["Recife"],
    regiao: ["Nordeste"],
    codigo: ["ABC234", "abc-234", "000000", ""],
  },
  "/clube/pessoas": {
    intent: [
      "aprovar-pedido",
      "recusar-pedido",
      "ligar-rol",
      "papel",
      "passar-direcao",
      "remover",
      "excluir-rol",
      "renovar-codigo",
      "liga",
      "adicionar-rol",
      "unidade",
      "colocar",
      "renomear-unidade",
      "conselheiro-unidade",
      "excluir-unidade",
      "classe",
    ],
    papel: ["conselheiro", "secretario", "desbravador", "diretor"],
    participar: ["0", "1"],
    nome: ["Ana do Rol", "ÁGUIAS", "aguias"],
    ano: ["2013", "13", "3000", "2022", "1900"],
    classe: ["", "1", "6", "7", "0"],
    motivo: ["", "Já fez a classe anterior.", "<b>x</b>"],
  },
  // The dashboard's 'Aguardando você': approve one item of one person.
  "/clube/painel": {
    intent: ["aprovar", "devolver"],
    item: ["1-0-0", "esp-2", "9-9-9", "esp-99999"],
  },
  // A guardian's children (decision 0048): the first hostile member holds a child in its club.
  "/clube/criancas": {
    intent: ["adicionar", "entrar", "sair", "retirar"],
    nome: ["Davi Lopes", ""],
    ano: ["2016", "2012", "2024", "13", "3000"],
    consentimento: ["sim", "", "nao"],
    codigo: ["ABC234", "abc-234", "000000", ""],
  },
  "/progresso-desbravador": {
    intent: ["marcar", "mesclar"],
    item: ["1-0-0", "9-9-9"],
    feito: ["0", "1"],
  },
  // Meetings and their roll call: the hostile club director's form is real; another member's must be refused (403).
  "/clube/reunioes": {
    intent: ["registrar", "corrigir"],
    data: ["2026-11-28", "2026-02-30", "1999-01-01"],
    tipo: ["regular", "acampamento", "evento", "culto", "festa"],
    reuniao: ["00000000-0000-4000-8000-000000000000", "nao-existe"],
    "p-00000000-0000-4000-8000-000000000000": ["presente", "falta", "justificada", "talvez"],
  },
  // Which notices also come by e-mail: checkboxes, '1' or left out.
  "/perfil/avisos": {
    "email-pedido": ["1", "0"],
    "email-aprovacao": ["1"],
    "email-devolucao": ["1"],
    "email-mural": ["1"],
  },
  "/clube/pessoa/:id": {
    intent: ["marcar", "aprovar", "devolver", "desfazer"],
    item: ["1-0-0", "esp-2", "9-9-9", "esp-99999"],
    feito: ["0", "1"],
    nota: ["Refaça com a unidade.", ""],
  },
  // The admin content forms: the hostile test's visitors and members are no admins, so each must refuse (a visitor to /login, a member 403) and change nothing.
  "/admin/noticias": {
    intent: ["salvar", "previa", "ocultar", "publicar", "excluir"],
    id: ["nao-existe"],
    titulo: ["Culto de Natal"],
    resumo: ["A igreja convida a comunidade."],
    data: ["2026-12-24", "2026-02-30"],
    categoria: ["Eventos", "Novelas"],
    link: ["", "https://igreja.exemplo/natal", "javascript:alert(1)"],
    corpo: ["Texto com **negrito**."],
  },
  "/admin/projetos": {
    intent: ["salvar", "previa", "ocultar", "publicar", "excluir"],
    id: ["nao-existe"],
    titulo: ["Reforma do templo"],
    descricao: ["Telhado novo."],
    localizacao: ["Recife, PE"],
    texto: ["Detalhes do projeto."],
    chavePix: ["", "tesouraria@igreja.org.br", "+55 11 98765-4321", "(11) 98765-4321", "123"],
    recebedor: ["", "Maria da Conceição Souza", "!!!"],
    meta: ["", "5.000,00", "3.000", "-1", "1e9"],
    mostrarTotal: ["on", "", "sim"],
  },
  // The church's hymnal import (multipart): files checked whole, admins only.
  "/admin/hinario": { arquivos: ["(file)"], substituir: ["1", "", "0"] },
  // A Sabbath School quarter's import (multipart zip, checked whole) and its removal, admins only.
  "/admin/escola-sabatina": { intent: ["importar", "remover", "outra"], arquivo: ["(file)"], trimestre: ["2026-04", "2026-04-cq", "nao-existe"] },
  "/admin/videos": {
    intent: ["salvar", "previa", "ocultar", "publicar", "excluir"],
    id: ["nao-existe"],
    titulo: ["Culto de sábado"],
    descricao: ["O culto completo."],
    categoria: ["Programas", "Novelas"],
    endereco: [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "https://youtube.com/shorts/dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
      "https://evil.example/x",
    ],
  },
  // The inbox's state buttons (admins only): a message's kind, id, new state and the filter to go back to.
  "/admin/mensagens": {
    tipo: ["contato", "feedback", "pedido"],
    id: ["nao-existe", "00000000-0000-4000-8000-000000000000"],
    estado: ["nova", "respondida", "arquivada", "apagada"],
    filtro: ["nova", "todas", "", "lixo"],
  },
  // The church's settings and the treasurer's marks (decision 0046): admins only, like the forms above.
  "/admin/igreja": {
    nome: ["Igreja Adventista Central", ""],
    cidade: ["São José dos Campos", "—"],
    endereco: ["Rua das Flores, 100", ""],
    email: ["secretaria@igreja.org.br", "não é e-mail"],
    telefone: ["(12) 3456-7890", "123"],
    whatsapp: ["12987654321", "+1 555 123 4567"],
    horarios: ["Sábado, 9h — Escola Sabatina\nQuarta, 20h", ""],
    chavePix: ["", "529.982.247-25", "(11) 98765-4321", "123"],
    recebedor: ["", "Maria da Conceição Souza", "!!!"],
  },
  "/admin/doacoes": { intent: ["recebido", "nao-recebido", "apagar"], id: ["nao-existe", ""] },
};

/** Plausible values by field name (any form), used before the input type decides. */
export const FIELD_EXAMPLES: Record<string, readonly string[]> = {
  email: ["membro@exemplo.com"],
  senha: ["lampada-forte-1"],
  senhaAtual: ["lampada-forte-1"],
  novaSenha: ["lampada-forte-2"],
  confirmarSenha: ["lampada-forte-1"],
  nome: ["Maria Teste"],
  idade: ["25"],
  telefone: ["(11) 91234-5678"],
  nascimento: ["2000-01-01"],
  igreja: ["Igreja Central"],
  cargo: ["Membro"],
  titulo: ["Minha nota"],
  referencia: ["Jo 3:16"],
  conteudo: ["Texto da nota."],
  redirectTo: ["/"],
};

/** Browser-like headers the server reads; hostile variants are made in plan.ts. */
export const USER_AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Googlebot/2.1 (+http://www.google.com/bot.html)",
  "curl/8.0",
];

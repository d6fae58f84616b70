/** The 66 books of the Protestant canon as the reader names them. */
export type Testament = "at" | "nt";

export interface Book {
  /** Portuguese id used in URLs: gn, 1sm, mt… */
  id: string;
  nome: string;
  /** Display abbreviation used in references such as "Jo 3:16". */
  abrev: string;
  capitulos: number;
  testamento: Testament;
  /** The book's code at the public Bible JSON source. */
  sourceCode: string;
}

type Row = [id: string, nome: string, abrev: string, capitulos: number, sourceCode: string];

const oldTestament: Row[] = [
  ["gn", "Gênesis", "Gn", 50, "gn"],
  ["ex", "Êxodo", "Êx", 40, "ex"],
  ["lv", "Levítico", "Lv", 27, "lv"],
  ["nm", "Números", "Nm", 36, "nm"],
  ["dt", "Deuteronômio", "Dt", 34, "dt"],
  ["js", "Josué", "Js", 24, "js"],
  ["jz", "Juízes", "Jz", 21, "jud"],
  ["rt", "Rute", "Rt", 4, "rt"],
  ["1sm", "1 Samuel", "1Sm", 31, "1sm"],
  ["2sm", "2 Samuel", "2Sm", 24, "2sm"],
  ["1rs", "1 Reis", "1Rs", 22, "1kgs"],
  ["2rs", "2 Reis", "2Rs", 25, "2kgs"],
  ["1cr", "1 Crônicas", "1Cr", 29, "1ch"],
  ["2cr", "2 Crônicas", "2Cr", 36, "2ch"],
  ["ed", "Esdras", "Ed", 10, "ezr"],
  ["ne", "Neemias", "Ne", 13, "ne"],
  ["et", "Ester", "Et", 10, "et"],
  ["job", "Jó", "Jó", 42, "job"],
  ["sl", "Salmos", "Sl", 150, "ps"],
  ["pv", "Provérbios", "Pv", 31, "prv"],
  ["ec", "Eclesiastes", "Ec", 12, "ec"],
  ["ct", "Cânticos", "Ct", 8, "so"],
  ["is", "Isaías", "Is", 66, "is"],
  ["jr", "Jeremias", "Jr", 52, "jr"],
  ["lm", "Lamentações", "Lm", 5, "lm"],
  ["ez", "Ezequiel", "Ez", 48, "ez"],
  ["dn", "Daniel", "Dn", 12, "dn"],
  ["os", "Oseias", "Os", 14, "ho"],
  ["jl", "Joel", "Jl", 3, "jl"],
  ["am", "Amós", "Am", 9, "am"],
  ["ob", "Obadias", "Ob", 1, "ob"],
  ["jn", "Jonas", "Jn", 4, "jn"],
  ["mq", "Miqueias", "Mq", 7, "mi"],
  ["na", "Naum", "Na", 3, "na"],
  ["hc", "Habacuque", "Hc", 3, "hk"],
  ["sf", "Sofonias", "Sf", 3, "zp"],
  ["ag", "Ageu", "Ag", 2, "hg"],
  ["zc", "Zacarias", "Zc", 14, "zc"],
  ["ml", "Malaquias", "Ml", 4, "ml"],
];

const newTestament: Row[] = [
  ["mt", "Mateus", "Mt", 28, "mt"],
  ["mc", "Marcos", "Mc", 16, "mk"],
  ["lc", "Lucas", "Lc", 24, "lk"],
  ["jo", "João", "Jo", 21, "jo"],
  ["at", "Atos", "At", 28, "act"],
  ["rm", "Romanos", "Rm", 16, "rm"],
  ["1co", "1 Coríntios", "1Co", 16, "1co"],
  ["2co", "2 Coríntios", "2Co", 13, "2co"],
  ["gl", "Gálatas", "Gl", 6, "gl"],
  ["ef", "Efésios", "Ef", 6, "eph"],
  ["fp", "Filipenses", "Fp", 4, "ph"],
  ["cl", "Colossenses", "Cl", 4, "cl"],
  ["1ts", "1 Tessalonicenses", "1Ts", 5, "1ts"],
  ["2ts", "2 Tessalonicenses", "2Ts", 3, "2ts"],
  ["1tm", "1 Timóteo", "1Tm", 6, "1tm"],
  ["2tm", "2 Timóteo", "2Tm", 4, "2tm"],
  ["tt", "Tito", "Tt", 3, "tt"],
  ["fm", "Filemom", "Fm", 1, "phm"],
  ["hb", "Hebreus", "Hb", 13, "hb"],
  ["tg", "Tiago", "Tg", 5, "jm"],
  ["1pe", "1 Pedro", "1Pe", 5, "1pe"],
  ["2pe", "2 Pedro", "2Pe", 3, "2pe"],
  ["1jo", "1 João", "1Jo", 5, "1jo"],
  ["2jo", "2 João", "2Jo", 1, "2jo"],
  ["3jo", "3 João", "3Jo", 1, "3jo"],
  ["jd", "Judas", "Jd", 1, "jd"],
  ["ap", "Apocalipse", "Ap", 22, "re"],
];

const toBook =
  (testamento: Testament) =>
  ([id, nome, abrev, capitulos, sourceCode]: Row): Book => ({ id, nome, abrev, capitulos, testamento, sourceCode });

export const books: readonly Book[] = [...oldTestament.map(toBook("at")), ...newTestament.map(toBook("nt"))];

const byId = new Map(books.map((b) => [b.id, b]));
const byAbbreviation = new Map(books.map((b) => [b.abrev.toLowerCase(), b]));

export function findBook(id: string): Book | undefined {
  return byId.get(id);
}

export function findBookByAbbreviation(abrev: string): Book | undefined {
  return byAbbreviation.get(abrev.toLowerCase());
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Reference } from "#app/areas/bible/references.ts";
import { directSpeech, findAllReferences, inlineQuotations, isReferenceField, quotes } from "./citations.ts";
import {
  checkDirectSpeech,
  checkPronouns,
  checkQuotations,
  checkReferences,
  checkRepetitions,
  checkStoryNames,
  directSpeechIn,
  quotationsIn,
  referencesIn,
  versesRestatedIn,
} from "./content-checks.ts";
import { readContent } from "./content-corpus.ts";

/**
 * The content checks catch the mistakes they exist for. The Bible passages are given by each
 * test, so these tests run with or without the full text beside the project.
 */
const trees: string[] = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function contentWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "lampada-content-checks-"));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return readContent(root, isReferenceField);
}

describe("quotations", () => {
  it("match word for word, case, punctuation and spacing aside, with '…' for words left out", () => {
    const passage = "Ainda que eu andasse pelo vale da sombra da morte, não temeria mal algum, porque tu estás comigo;";
    expect(quotes(passage, "ainda que eu andasse pelo vale da sombra da morte")).toBe(true);
    expect(quotes(passage, "Ainda que eu andasse… não temeria mal algum")).toBe(true);
    expect(quotes(passage, "Ainda que eu andasse [...] tu estás comigo")).toBe(true);
    expect(quotes(passage, "não temeria mal algum... Ainda que eu andasse"), "pieces out of order").toBe(false);
    expect(quotes(passage, "não temerei mal algum"), "another version's words").toBe(false);
    expect(quotes(passage, "nao temeria mal algum"), "accents count").toBe(false);
    expect(quotes(passage, "temeria mal alg"), "only whole words").toBe(false);
  });

  it("are found in straight and curly marks, before the reference or after words naming it", () => {
    const found = inlineQuotations(
      'Diz o salmo: "O Senhor é o meu pastor" (Sl 23:1). E ainda: “nada me faltará” (Salmos 23:1, NVI). Salmo 23:4 diz: “não temeria mal algum”. A palavra “vale” importa.',
    );
    expect(found.map((q) => [q.quotation, q.cited, q.version])).toEqual([
      ["O Senhor é o meu pastor", "Sl 23:1", undefined],
      ["nada me faltará", "Salmos 23:1, NVI", "NVI"],
      ["não temeria mal algum", "Salmo 23:4", undefined],
    ]);
  });

  it("are compared with the version they name, and with the ACF when they name none", () => {
    const items = contentWith({
      "devotionals/a.md": '---\ntitulo: Pastor\n---\n\nO salmo diz: "O Senhor é o meu pastor" (Sl 23:1, NVI). "Deitar-me faz em verdes campos" (Sl 23:2).\n',
      "verse-of-day/verses.yaml": "- referencia: Jo 3:16\n  versao: NVI\n  texto: Porque Deus tanto amou o mundo\n- referencia: Sl 23:1\n  versao: ARA\n  texto: O Senhor é o meu pastor\n",
    });
    // The test's own passages: the words of each version differ, as real versions do.
    const passages: Record<string, string> = {
      "NVI Sl 23:1": "O Senhor é o meu pastor; de nada terei falta.",
      "ACF Sl 23:2": "Deitar-me faz em verdes pastos, guia-me mansamente a águas tranqüilas.",
      "NVI Jo 3:16": "Porque Deus tanto amou o mundo que deu o seu Filho Unigênito",
    };
    const report = checkQuotations(quotationsIn(items), (r, version) => passages[`${version} ${r.book.abrev} ${r.chapter}:${r.verseStart}`] ?? null);
    expect(report.wrong).toEqual([
      'devotionals/a.md ((corpo)): "Deitar-me faz em verdes campos" (Sl 23:2) [ACF]',
      'verse-of-day/verses.yaml › [1] (texto): "O Senhor é o meu pastor" (Sl 23:1) [ARA] — versão sem texto para conferir; cite ACF ou NVI',
    ]);
    expect(report.compared).toBe(3);
  });
});

describe("words given as speech after a colon", () => {
  /** The ACF of the verses below, as the full text has them. */
  const ACF: Record<string, string> = {
    "Mt 26:39":
      "E, indo um pouco mais para diante, prostrou-se sobre o seu rosto, orando e dizendo: Meu Pai, se é possível, passe de mim este cálice; todavia, não seja como eu quero, mas como tu queres.",
    "Os 14:5": "Eu serei para Israel como o orvalho. Ele florescerá como o lírio e lançará as suas raízes como o Líbano.",
    "Jó 23:10": "Porém ele sabe o meu caminho; provando-me ele, sairei como o ouro.",
    "Jo 2:5": "Sua mãe disse aos serventes: Fazei tudo quanto ele vos disser.",
    "At 20:35":
      "Tenho-vos mostrado em tudo que, trabalhando assim, é necessário auxiliar os enfermos, e recordar as palavras do Senhor Jesus, que disse: Mais bem-aventurada coisa é dar do que receber.",
    "Mq 6:8":
      "Ele te declarou, ó homem, o que é bom; e que é o que o Senhor pede de ti, senão que pratiques a justiça, e ames a benignidade, e andes humildemente com o teu Deus?",
    "Hb 10:37": "Porque ainda um pouquinho de tempo, E o que há de vir virá, e não tardará.",
    "1Co 15:58":
      "Portanto, meus amados irmãos, sede firmes e constantes, sempre abundantes na obra do Senhor, sabendo que o vosso trabalho não é vão no Senhor.",
  };
  const passageOf = (r: Reference, version: string) =>
    version === "ACF" ? (ACF[`${r.book.abrev} ${r.chapter}:${r.verseStart}`] ?? null) : null;
  const day = (reference: string, body: string) => `---\ntitulo: Dia\nversiculo: ${reference}\ntexto: Texto.\nversao: ACF\n---\n\n${body}\n`;
  const check = (files: Record<string, string>) => checkDirectSpeech(directSpeechIn(contentWith(files)), passageOf);

  it("are found after a verb of saying, in quotation marks or not, with the reference beside them", () => {
    expect(
      directSpeech('Maria disse aos serventes: “Fazei tudo quanto ele vos disser” (Jo 2:5). Jó declarou: ele sabe o meu caminho (Jó 23:10, NVI).').map(
        (s) => [s.quotation, s.marked, s.cited, s.version],
      ),
    ).toEqual([
      ["Fazei tudo quanto ele vos disser", true, "Jo 2:5", undefined],
      ["ele sabe o meu caminho", false, "Jó 23:10, NVI", "NVI"],
    ]);
    expect(directSpeech("Oração: Senhor, sê como orvalho sobre a minha vida. Amém."), "a label is no one's speech").toEqual([]);
    expect(directSpeech("O fruto tem nove partes: amor, gozo e paz."), "a list after a colon, no one speaking").toEqual([]);
    expect(directSpeech("Jesus disse que tudo é possível ao que crê."), "indirect speech has no colon").toEqual([]);
    expect(directSpeech('Paulo lembra: a humildade de Cristo, que "esvaziou-se a si mesmo" (Fp 2:7).'), "words around a marked quotation").toEqual([]);
  });

  it("pass when they quote the item's verse word for word, or retell it in other words", () => {
    const report = check({
      "a/dia-01.md": day("Mt 26:39", "No Getsêmani, Jesus orou: “Meu Pai, se é possível, passe de mim este cálice; todavia, não seja como eu quero, mas como tu queres.”"),
      "a/dia-02.md": day("Jó 23:10", "Jó declarou: ele sabe o meu caminho; provando-me ele, sairei como o ouro."),
      "a/dia-03.md": day("Os 14:5", "Deus prometeu: a graça vem em silêncio, toda noite, sem ninguém ver."),
      "a/dia-04.md": day("Jo 2:5", "Maria pediu aos serventes que fizessem tudo o que Jesus lhes dissesse.\n\nOração: Fazei-me obedecer, Senhor. Amém."),
    });
    expect(report).toEqual({ compared: 2, wrong: [], notCompared: [] });
  });

  it("fail when they differ from the version, as the eight of issue 40 did", () => {
    // The sentences as they were written in content/devotional-books before they were corrected.
    const asWritten: Array<[string, string]> = [
      ["Mt 26:39", "No Getsêmani, Jesus se prostrou e orou: Meu Pai, se é possível, passe de mim este cálice; contudo, não seja como eu quero, mas como Tu queres."],
      ["Os 14:5", "No verão seco de Israel, o orvalho da noite mantinha as plantas vivas. Deus prometeu: Eu serei como o orvalho, e Israel florescerá como o lírio."],
      ["Jó 23:10", "Mesmo assim declarou: Ele sabe o meu caminho; quando me provar, sairei como o ouro."],
      ["Jo 2:5", "Numa festa de casamento em Caná, o vinho acabou. Maria disse aos serventes: fazei tudo o que Ele vos disser. Eles encheram as talhas."],
      ["At 20:35", "Citou então uma palavra de Jesus que não está nos evangelhos: mais bem-aventurado é dar do que receber."],
      ["Mq 6:8", "Miqueias resumiu o que Deus pede: praticar a justiça, amar a misericórdia e andar humildemente com Ele."],
      ["Hb 10:37", "Aos cristãos que sofriam perseguição e perdas, Hebreus lembrou: ainda um pouco de tempo, e aquele que há de vir virá, e não tardará."],
      ["1Co 15:58", "Depois de falar da ressurreição, Paulo conclui: sede firmes, sempre abundantes na obra do Senhor, sabendo que o trabalho no Senhor não é vão."],
    ];
    const report = check(Object.fromEntries(asWritten.map(([reference, body], i) => [`a/dia-${i + 1}.md`, day(reference, body)])));
    expect(report.compared).toBe(8);
    expect(report.wrong.map((line) => / \(([^()]+)\) \[ACF\] — fala direta/.exec(line)?.[1])).toEqual(asWritten.map(([reference]) => reference));
  });

  it("are read in the version named beside them, and in quotation marks always compared", () => {
    const report = check({
      "a/dia-01.md": day("Jo 2:5", "Maria disse: “Fazei tudo o que ele mandar.” E encheram as talhas. Jó declarou: ele sabe o meu caminho (Jó 23:10, NVI)."),
    });
    expect(report.wrong).toEqual(['a/dia-01.md ((corpo)): "Fazei tudo o que ele mandar." (Jo 2:5) [ACF] — fala direta diferente do texto: copie-o palavra por palavra ou conte em discurso indireto, sem dois-pontos']);
    expect(report.notCompared).toEqual(["a/dia-01.md ((corpo)): ele sabe o meu caminho (Jó 23:10, NVI) [NVI]"]);
  });
});

describe("words presented as the verse", () => {
  /** Pv 11:25 and Ec 4:12 in both versions, as the full text has them. */
  const TEXT: Record<string, Record<string, string>> = {
    "Pv 11:25": { ACF: "A alma generosa prosperará e aquele que atende também será atendido.", NVI: "O generoso prosperará; quem dá alívio aos outros, alívio receberá." },
    "Ec 4:12": {
      ACF: "E, se alguém prevalecer contra um, os dois lhe resistirão; e o cordão de três dobras não se quebra tão depressa.",
      NVI: "Um homem sozinho pode ser vencido, mas dois conseguem defender-se. Um cordão de três dobras não se rompe com facilidade.",
    },
  };
  const passageOf = (r: Reference, version: string) => TEXT[`${r.book.abrev} ${r.chapter}:${r.verseStart}`]?.[version] ?? null;
  const day = (reference: string, body: string) => `---\ntitulo: Dia\nversiculo: ${reference}\ntexto: Texto.\nversao: ACF\n---\n\n${body}\n`;
  const check = (files: Record<string, string>) => checkDirectSpeech(versesRestatedIn(contentWith(files), passageOf), passageOf);

  it("fail when the text right under the verse says it again in words of no version, as the two of issue 48 did", () => {
    const report = check({
      "a/dia-10.md": day("Pv 11:25", "A alma generosa prosperará, e quem dá de beber também receberá. A generosidade abençoa quem recebe e quem dá."),
      "a/dia-17.md": day("Ec 4:12", "Dois são melhores que um: quando um cai, o outro o levanta. E o cordão de três dobras não se rompe com facilidade."),
    });
    expect(report.compared).toBe(2);
    expect(report.wrong.map((line) => line.split(":")[0])).toEqual(["a/dia-10.md (abertura)", "a/dia-17.md (abertura)"]);
  });

  it("fail for words in quotation marks that cite nothing and echo the verse without being it", () => {
    const report = check({ "a/dia-01.md": day("Pv 11:25", "Lembre: “a alma generosa sempre prospera”.\n\nO resto do texto.") });
    expect(report.wrong).toHaveLength(1);
  });

  it("pass when the text under the verse quotes it word for word, retells it in other words or names who says it", () => {
    const report = check({
      "a/dia-01.md": day("Pv 11:25", "A alma generosa prosperará e aquele que atende também será atendido. Por isso, reparta."),
      "a/dia-02.md": day("Pv 11:25", "Quem reparte com generosidade acaba enriquecido, e quem cuida dos outros também é cuidado."),
      "a/dia-03.md": day("Pv 11:25", "Provérbios ensina que a alma generosa prosperará e quem dá de beber receberá."),
      "a/dia-04.md": day("Ec 4:12", "Uma corda de três fios resiste mais. “Um cordão de três dobras não se rompe com facilidade” (Ec 4:12, NVI)."),
    });
    expect(report.wrong).toEqual([]);
  });
});

describe("God's pronouns", () => {
  it("are in lower case mid-sentence in the portal's words; quotations and published titles keep theirs", () => {
    const items = contentWith({
      "a/dia-01.md": "---\ntitulo: Ele vive\n---\n\nJesus disse que Ele voltaria. Quero segui-Lo e viver nEle.\n\nOração: Senhor, dá-me a Tua paz. Amém.\n",
      "a/dia-02.md": "---\ntitulo: Fiel\n---\n\nEle é fiel, e o seu amor não falha: “O Senhor te abençoe e te guarde; O Senhor faça resplandecer o seu rosto” (Nm 6:24-25).\n",
      "hymnal/hymns.yaml": "- titulo: Porque Ele Vive\n  letra: Tu és fiel, Senhor\n",
    });
    expect(checkPronouns(items).map((line) => / \(\(corpo\)\): (\S+) —/.exec(line)?.[1])).toEqual(["Ele", "Lo", "nEle", "Tua"]);
  });
});

describe("references", () => {
  it("are read abbreviated or with the book's full name, and 'Os 27 livros' is an article", () => {
    expect(findAllReferences("Gênesis 39:9, 1 João 4:8, Jo 3:16, Jó 1:21 e Os 27 livros; Os 11:1").map((f) => f.text)).toEqual([
      "Gênesis 39:9",
      "1 João 4:8",
      "Jo 3:16",
      "Jó 1:21",
      "Os 11:1",
    ]);
  });

  it("must name a chapter that exists", () => {
    const items = contentWith({ "news/a.md": "---\ntitulo: Salmos\nresumo: Leia Salmos 151 e Sl 23:2-1.\n---\n" });
    expect(checkReferences(referencesIn(items))).toEqual([
      "news/a.md: Salmos 151 (livro ou capítulo inexistente, ou versículos fora de ordem)",
      "news/a.md: Sl 23:2-1 (livro ou capítulo inexistente, ou versículos fora de ordem)",
    ]);
  });
});

describe("a title about a person", () => {
  it("cites a passage whose chapter names them, or a book named after them", () => {
    const day = (title: string, reference: string) => `---\ntitulo: ${title}\nversiculo: ${reference}\n---\n\nTexto.\n`;
    const items = contentWith({
      "a/dia-01.md": day("A fé de Rute", "Sl 23:1"),
      "a/dia-02.md": day("Davi, o pastor", "1Sm 16:11"),
      "a/dia-03.md": day("Rute e Noemi", "Rt 3:1"),
      "a/dia-04.md": day("Boaz", "Gn 1:1"),
    });
    const chapters: Record<string, string> = { "Sl 23": "O Senhor é o meu pastor.", "1Sm 16": "Disse Samuel a Jessé: Vem Davi.", "Rt 3": "E disse-lhe Noemi." };
    const report = checkStoryNames(items, (r) => chapters[`${r.book.abrev} ${r.chapter}`] ?? null);
    expect(report).toEqual({ checked: 3, wrong: ['a/dia-01.md: "A fé de Rute" cita Sl 23:1, onde não aparece Rute'] });
  });
});

describe("repetition", () => {
  it("reports two items sharing a sentence of 60+ characters, quotations of the Bible aside", () => {
    const said = "Deus não é um abrigo distante, que só alcançamos depois da tempestade.";
    const verse = '"Porque Deus amou o mundo de tal maneira que deu o seu Filho unigênito" (Jo 3:16).';
    const items = contentWith({
      "devotionals/a.md": `---\ntitulo: A\n---\n\n${said} ${verse}\n`,
      "devotionals/b.md": `---\ntitulo: B\n---\n\nOutro começo. ${said.toUpperCase()}\n\n${verse}\n`,
      "devotionals/c.md": `---\ntitulo: C\n---\n\n${verse} Oração: Senhor, obrigado. Amém.\n`,
    });
    expect(checkRepetitions(items)).toEqual([
      'devotionals/a.md ⇄ devotionals/b.md: "deus não é um abrigo distante que só alcançamos depois da tempestade"',
    ]);
  });

  it("reports a meditation written again with a few words changed", () => {
    const meditation =
      "O salmista chama Deus de refúgio, um lugar para onde se corre, e de fortaleza, um lugar que resiste ao ataque. " +
      "Deus não é um abrigo distante que só alcançamos quando tudo passa; Ele está presente no meio da tempestade, " +
      "e a fé bíblica não foge da realidade, mas a atravessa olhando para Alguém maior do que o vento e as ondas.";
    const reworded = meditation.replace("um lugar para onde se corre", "o lugar aonde corremos").replace("Alguém maior", "Alguém mais forte");
    const items = contentWith({
      "devotional-books/x/dia-01.md": `---\ntitulo: A\n---\n\n${meditation.replaceAll(". ", ".\n\n")}\n`,
      "devotional-books/y/dia-09.md": `---\ntitulo: B\n---\n\n${reworded.replaceAll(". ", ".\n\n").replaceAll(";", ",")}\n`,
    });
    expect(checkRepetitions(items)).toEqual([expect.stringMatching(/^devotional-books\/x\/dia-01\.md ⇄ devotional-books\/y\/dia-09\.md: \d+% do texto em comum$/)]);
  });
});

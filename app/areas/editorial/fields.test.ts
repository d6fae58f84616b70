import { describe, expect, it } from "vitest";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { newsForm } from "#app/areas/news/news-fields.ts";
import { projectForm } from "#app/areas/donation/project-fields.ts";
import { videoForm } from "#app/areas/videos/video-fields.ts";

const news = { titulo: "Culto de Natal", resumo: "Convite à comunidade.", data: "2026-12-24", categoria: "Eventos", corpo: "Texto **forte**." };
const project = { titulo: "Reforma", descricao: "Telhado novo.", localizacao: "Recife, PE", texto: "Detalhes." };
const video = { titulo: "Culto", descricao: "Culto de sábado.", categoria: "Programas", endereco: " https://youtu.be/dQw4w9WgXcQ " };

const errorsOf = (result: ReturnType<typeof checkFields>) => (result.ok ? {} : result.errors);

describe("the admin forms (the content files' rules)", () => {
  it("take a valid item, trimmed, with optional fields as null", () => {
    expect(checkFields({ ...news, titulo: "  Culto de Natal  ", link: "" }, newsForm)).toMatchObject({ ok: true, data: { ...news, link: null } });
    expect(
      checkFields({ ...project, chavePix: "529.982.247-25", recebedor: "Maria da Conceição Souza", meta: "5.000,50" }, projectForm),
    ).toMatchObject({
      ok: true,
      data: { chavePix: "52998224725", meta: 500050 },
    });
    expect(checkFields(project, projectForm)).toMatchObject({ ok: true, data: { chavePix: null, meta: null } });
    expect(checkFields(video, videoForm)).toMatchObject({ ok: true, data: { endereco: "https://youtu.be/dQw4w9WgXcQ" } });
  });

  it("say in Portuguese what is missing, too long, of the wrong kind or not a real date", () => {
    expect(errorsOf(checkFields({}, newsForm))).toEqual({
      titulo: "Informe o título.",
      resumo: "Informe o resumo.",
      data: "Informe a data no formato AAAA-MM-DD.",
      categoria: "Escolha a categoria: Eventos, Materiais, Histórias, Artigos.",
      corpo: "Escreva o texto da notícia.",
    });
    expect(errorsOf(checkFields({ ...news, titulo: "a".repeat(121), data: "2026-02-29", link: "http://x.exemplo" }, newsForm))).toEqual({
      titulo: "O título deve ter no máximo 120 caracteres.",
      data: "Essa data não existe.",
      link: "Use um endereço que comece com https://.",
    });
    expect(errorsOf(checkFields({ ...news, titulo: "Nome\u202Eoculto", corpo: "\u200B \u200B" }, newsForm))).toEqual({
      titulo: "O título contém caracteres não permitidos.",
      corpo: "Escreva o texto da notícia.",
    });
    expect(errorsOf(checkFields({ ...project, chavePix: "111.111.111-11", meta: "0" }, projectForm))).toEqual({
      chavePix: "Chave Pix inválida: use CPF, CNPJ, e-mail, telefone com DDD ou a chave aleatória.",
      meta: "Informe a meta em reais, entre R$ 1,00 e R$ 10.000.000,00 (por exemplo 5000 ou 5.000,00).",
    });
    expect(errorsOf(checkFields({ ...video, endereco: "https://vimeo.com/channels/x", categoria: "Novelas" }, videoForm))).toMatchObject({
      endereco: expect.stringContaining("Use o endereço de um vídeo do YouTube"),
      categoria: expect.stringContaining("Escolha a categoria"),
    });
  });

  it("refuse a field sent twice, even an optional one", () => {
    expect(errorsOf(checkFields({ ...news, titulo: ["Um", "Dois"] }, newsForm)).titulo).toBe("Este campo foi enviado mais de uma vez.");
    expect(errorsOf(checkFields({ ...project, chavePix: ["", "x@y.com"] }, projectForm)).chavePix).toBe("Este campo foi enviado mais de uma vez.");
  });
});

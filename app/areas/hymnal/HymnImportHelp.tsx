/** What the hymnal import takes, for the admin: the kinds of file, then the plain-text and .json formats, folded. */

const JSON_EXAMPLE = `[
  {
    "numero": 12,
    "titulo": "Título do hino",
    "autores": ["Nome do autor"],
    "estrofes": [
      { "tipo": "estrofe", "texto": "Primeira estrofe, linha 1<br>linha 2" },
      { "tipo": "coro", "texto": "Linhas do coro" },
      { "tipo": "estrofe", "texto": "Segunda estrofe..." }
    ]
  }
]`;

export function HymnImportHelp() {
  return (
    <>
      <p className="mb-2 text-muted">
        Arquivos OpenLyrics (.xml, exportados pelo OpenLP e outros programas de projeção), texto simples (.txt, um hino por arquivo) ou uma lista de
        hinos em .json, como a dos aplicativos de hinário; selecione vários de uma vez ou envie um .zip com eles. Antes de importar, a página mostra
        cada hino com o número encontrado ou proposto, para você conferir e corrigir. Se um arquivo tiver problema, nada é importado.
      </p>
      <details className="mb-2 text-muted">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">Formato do texto simples</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-sunken p-3 text-sm">
          {
            "301 - Título do hino\nAutor: Nome do autor\nCopyright: © Ano Detentor\n\nPrimeira estrofe, linha 1\nlinha 2\n\nCoro:\nLinhas do coro\n\nSegunda estrofe..."
          }
        </pre>
        <p className="mt-2 text-sm">
          A primeira linha traz o número e o título; Autor e Copyright são opcionais; as estrofes se separam por uma linha em branco; o bloco que
          começa com «Coro:» é o coro, cantado depois de cada estrofe.
        </p>
      </details>
      <details className="mb-4 text-muted">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">Formato da lista .json</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-sunken p-3 text-sm">{JSON_EXAMPLE}</pre>
        <p className="mt-2 text-sm">
          Uma lista de hinos, cada um com número, título, autores e as estrofes em ordem; o coro aparece uma vez, marcado com «coro» (ou num campo
          «coro» à parte). Também valem os nomes em inglês (number, title, verses, chorus) e as quebras de linha «&lt;br&gt;».
        </p>
      </details>
    </>
  );
}

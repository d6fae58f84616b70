import { IMPORT_LIMITS, numberHymns, readHymnFiles, replacementText, type Numbering } from "#app/areas/hymnal/hymn-import.ts";
import { importHymns, readHymnPath } from "#app/areas/hymnal/hymnal-import.server.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { firstChurch } from "#app/areas/churches/churches.store.server.ts";
import { runImportCommand, type CommandValues } from "#app/platform/imports/command.server.ts";

/**
 * npm run hymnal:import -- <arquivo, zip ou pasta> [--replace] [--songbook <nome> | --file-name | --number-from <n>]
 * Imports the church's own hymns (OpenLyrics .xml, plain .txt or a .json list; decisions 0044
 * and 0053) into the database named by DATABASE_URL, for the deployment's first church (with
 * one church, the church): every file checked first, then all in one
 * transaction or nothing. The numbers: by default what each file gives; --songbook the entries
 * of that songbook; --file-name the number at the start of each file's name; --number-from every
 * hymn in order from n. A hymn without a number gets the next free one. The report names every
 * number given and every hymn of the hymnal a number replaced.
 * --replace: the imported hymnal becomes exactly these files (the others imported before go).
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function numberingOf(values: CommandValues): Numbering | string {
  const chosen = [values.songbook !== undefined, values["file-name"] === true, values["number-from"] !== undefined].filter(Boolean).length;
  if (chosen > 1) return "escolha só uma origem dos números: --songbook, --file-name ou --number-from";
  if (typeof values.songbook === "string")
    return values.songbook.trim() ? { from: "hinario", nome: values.songbook } : "--songbook precisa do nome do hinário";
  if (values["file-name"] === true) return { from: "nome" };
  if (typeof values["number-from"] === "string") {
    const start = /^\d{1,4}$/.test(values["number-from"]) ? Number(values["number-from"]) : NaN;
    return start >= 1 && start <= IMPORT_LIMITS.number
      ? { from: "ordem", inicio: start }
      : `--number-from precisa de um número de 1 a ${IMPORT_LIMITS.number}`;
  }
  return { from: "arquivo" };
}

process.exit(
  await runImportCommand({
    usage:
      "uso: npm run hymnal:import -- <arquivo.xml|arquivo.txt|arquivo.json|arquivo.zip|pasta> [--replace] [--songbook <nome> | --file-name | --number-from <n>]",
    options: {
      replace: { type: "boolean", default: false },
      songbook: { type: "string" },
      "file-name": { type: "boolean" },
      "number-from": { type: "string" },
    },
    checkValues: (values) => {
      const numbering = numberingOf(values);
      return typeof numbering === "string" ? numbering : null;
    },
    read: (path) => readHymnPath(path),
    run: async (db, read, values) => {
      if (read.problems.length) return { ok: false, problems: read.problems };
      const files = readHymnFiles(read.files);
      if (files.problems.length) return { ok: false, problems: files.problems };
      const church = await firstChurch(db);
      const taken = new Set((await churchHymnal(db, church)).byNumber.keys());
      const numbered = numberHymns(files.hymns, numberingOf(values) as Numbering, taken);
      const replace = values.replace === true;
      const answer = await importHymns(db, church, numbered, { replace, scope: "church" }, new Date());
      if (!answer.ok) return answer;
      const { created, updated, removed } = answer.outcome;
      const counts = [plural(created, "novo", "novos"), plural(updated, "atualizado", "atualizados")];
      if (replace) counts.push(plural(removed, "removido", "removidos"));
      const given = numbered.filter((h) => h.origem === "proposto" || h.origem === "ordem");
      return {
        ok: true,
        report: (seconds) => [
          `Hinário da igreja: ${plural(answer.hymns, "hino importado", "hinos importados")} (${counts.join(", ")}) em ${seconds} s`,
          ...given.map((h) => `  número ${h.numero} dado a ${h.arquivo} («${h.titulo}»)`),
          ...(answer.replaced.length ? ["Números que já estavam no hinário:", ...answer.replaced.map((r) => `  ${replacementText(r)}`)] : []),
        ],
      };
    },
  }),
);

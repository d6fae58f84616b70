import { importQuarterFiles, readQuarterPath } from "#app/areas/sabbath-school/lessons-import.server.ts";
import { runImportCommand } from "#app/platform/imports/command.server.ts";

/**
 * npm run lessons:import -- <pasta do trimestre|arquivo.zip>
 * Imports the real Sabbath School quarters (one, or several side by side, like src/pt/2026-04 and
 * src/pt/2026-04-cq) in the layout of the public sabbath-school-lessons
 * repository (src/pt/2026-04: info.yml, <semana>/info.yml, <semana>/01.md … 07.md; decision 0045)
 * into the database named by DATABASE_URL: every file checked first, then stored in one
 * transaction or nothing. Importing a quarter again replaces it.
 */
process.exit(
  await runImportCommand({
    usage: "uso: npm run lessons:import -- <pasta do trimestre, como src/pt/2026-04, ou a pasta com vários, como src/pt | arquivo.zip>",
    options: {},
    read: (path) => readQuarterPath(path),
    run: async (db, read, _values, path) => {
      const answer = await importQuarterFiles(db, read, path, new Date());
      if (!answer.ok) return answer;
      return {
        ok: true,
        report: (seconds) =>
          answer.quarters.map(
            ({ quarter, replaced }) =>
              `Escola Sabatina: trimestre ${quarter.id} "${quarter.titulo}" ${replaced ? "reimportado" : "importado"} — ${quarter.semanas.length} ${quarter.semanas.length === 1 ? "semana" : "semanas"}, de ${quarter.inicio} a ${quarter.fim}, em ${seconds} s`,
          ),
      };
    },
  }),
);

import { areaSummaries, type AreaSummary, type PathfinderClass } from "./classes.ts";
import { loadClasses } from "./classes.content.server.ts";
import { loadLinks, loadStudies } from "./hub.content.server.ts";
import { SPECIALTY_CATEGORIES } from "./specialties.ts";
import { loadPopularSpecialties, loadSpecialties } from "./specialties.content.server.ts";

/** A class as the hub shows it: its areas summed up as activity counts. */
export type HubClass = Omit<PathfinderClass, "areas"> & { areas: AreaSummary[] };

/** Everything the hub (/desbravadores) shows: all built-in content, the same for everyone. */
export function hubData() {
  const specialties = loadSpecialties();
  return {
    classes: loadClasses().map((c): HubClass => ({
      id: c.id,
      titulo: c.titulo,
      nivel: c.nivel,
      idade: c.idade,
      cor: c.cor,
      descricao: c.descricao,
      requisitos: c.requisitos,
      areas: areaSummaries(c),
    })),
    popular: loadPopularSpecialties(),
    catalogue: SPECIALTY_CATEGORIES.map((categoria) => ({
      categoria,
      items: specialties.filter((s) => s.categoria === categoria).map((s) => ({ id: s.id, nome: s.nome })),
    })),
    studies: loadStudies(),
    links: loadLinks(),
  };
}

export type HubData = ReturnType<typeof hubData>;

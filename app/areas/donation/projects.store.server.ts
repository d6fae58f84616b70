import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";
import { saveChurchItem } from "#app/areas/church-content/church-content.store.server.ts";
import type { ProjectInput } from "./project-fields.ts";
import type { Project } from "./projects.ts";

/**
 * The church's own projects (migration 0022, the church_projects table): what admins write at
 * /admin/projetos, as records in the admin form's field names, and the published ones as /projetos,
 * /doacao and the giving report show them. Written, shown and hidden as the church's other
 * content is (church-content's saveChurchItem, setPublished, deleteItem). Each church sees
 * and writes only its own (decision 0065).
 */
export type ProjectRecord = ProjectInput & { id: string; published: boolean };

const projectColumns = ["id", "title", "summary", "location", "body", "pix_key", "pix_recipient", "goal_cents", "show_total", "published"] as const;

export async function listProjectRecords(db: Kysely<Database>, church: ChurchRef, onlyPublished = false): Promise<ProjectRecord[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("church_projects")
      .select(projectColumns)
      .where("church_projects.church_id", "=", church.id)
      .$if(onlyPublished, (q) => q.where("published", "=", 1))
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    titulo: r.title,
    descricao: r.summary,
    localizacao: r.location,
    texto: r.body,
    chavePix: r.pix_key,
    recebedor: r.pix_recipient,
    meta: r.goal_cents === null ? null : Number(r.goal_cents),
    mostrarTotal: Number(r.show_total) === 1,
    published: Number(r.published) === 1,
  }));
}

/** The published projects as /projetos and /doacao show them, oldest first. */
export async function listPublishedProjects(db: Kysely<Database>, church: ChurchRef): Promise<Project[]> {
  return (await listProjectRecords(db, church, true)).map((p) => ({
    id: p.id,
    titulo: p.titulo,
    descricao: p.descricao,
    localizacao: p.localizacao,
    versiculo: null,
    texto: p.texto,
    pixKey: p.chavePix,
    pixRecipient: p.recebedor,
    goalCents: p.meta,
    showTotal: p.mostrarTotal,
    example: false,
  }));
}

/** Creates (id null) or updates the project; null when the project to update is gone. */
export async function saveProject(
  db: Kysely<Database>,
  church: ChurchRef,
  id: string | null,
  input: ProjectInput,
  now: Date,
): Promise<string | null> {
  const values = {
    title: input.titulo,
    summary: input.descricao,
    location: input.localizacao,
    body: input.texto,
    pix_key: input.chavePix,
    pix_recipient: input.chavePix === null ? null : input.recebedor,
    goal_cents: input.meta,
    show_total: input.mostrarTotal ? 1 : 0,
  };
  return saveChurchItem(db, church, "church_projects", id, values, now);
}

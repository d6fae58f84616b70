import { Download } from "lucide-react";
import { Form, href } from "react-router";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField, inputClass } from "#app/components/ui/FormField.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import type { PledgeFilter } from "./giving-report.ts";

/** The treasurer's filter of the pledges (project, month, reference, received or not) and the same list as a spreadsheet; `search`: the filter as a query. */
export function PledgeFilterForm({ filter, projects, search }: { filter: PledgeFilter; projects: { id: string; titulo: string }[]; search: string }) {
  return (
    <Card className="mb-6 p-4">
      <Form method="get" className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]">
        <SelectField label="Projeto" name="projeto" defaultValue={filter.project ?? ""}>
          <option value="">Todos</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.titulo}
            </option>
          ))}
        </SelectField>
        <FormField label="Mês" name="mes" type="month" placeholder="AAAA-MM" defaultValue={filter.month ?? ""} />
        <div className="grid gap-1">
          <label htmlFor="campo-referencia" className="font-medium">
            Referência
          </label>
          <input
            id="campo-referencia"
            name="referencia"
            type="search"
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder="Como no extrato"
            defaultValue={filter.reference ?? ""}
            className={`${inputClass} font-mono uppercase`}
          />
        </div>
        <SelectField label="Situação" name="situacao" defaultValue={filter.status ?? ""}>
          <option value="">Todas</option>
          <option value="recebidas">Recebidas</option>
          <option value="nao-recebidas">Não recebidas</option>
        </SelectField>
        <Button type="submit">Filtrar</Button>
      </Form>
      <a href={`${href("/admin/doacoes.csv")}${search}`} download className={buttonClass("secondary", "mt-4 w-fit")}>
        <Download className="size-4" aria-hidden="true" /> Baixar planilha (CSV)
      </a>
    </Card>
  );
}

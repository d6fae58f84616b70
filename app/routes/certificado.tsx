import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { CourseCertificate } from "#app/areas/pathfinders/CourseCertificate.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/certificado";

/** /certificado: the course certificate form, drawn in the browser. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/certificado")) }];

export default function CertificatePage() {
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title="Certificado de Curso" subtitle="Preencha seus dados, confira a prévia e baixe o certificado em PNG." />
      <CourseCertificate />
    </section>
  );
}

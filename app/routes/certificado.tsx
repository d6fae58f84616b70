import { PageHeader } from "../components/ui/PageHeader.tsx";
import { CourseCertificate } from "../modules/pathfinders/CourseCertificate.tsx";
import { documentTitle, pageTitle } from "../modules/site/pages.ts";
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

import { Download, PartyPopper } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { TitledSection } from "#app/components/ui/TitledSection.tsx";
import { downloadBlob } from "#app/platform/sharing/browser-share.ts";
import { longDate, todayIso } from "./certificate-dates.ts";
import { CLASS_CERTIFICATE_SIZE, classCertificateFileName, MESSAGES, type PathfinderClass } from "./classes.ts";

/** What the certificate's button said last. */
export type CertificateNotice = { tone: "success" | "error" | "info"; text: string };

/**
 * The class certificate: the name on it and the button that draws it, refused (and said why) until
 * the class is complete (`inClub`: complete means approved by the club). The page keeps what was said
 * (`notice`, `onNotice`), to clear it when a class is picked.
 */
export function ClassCertificate({
  current,
  open,
  inClub,
  memberName,
  notice,
  onNotice,
}: {
  current: Pick<PathfinderClass, "id" | "titulo" | "cor">;
  open: boolean;
  inClub: boolean;
  memberName: string;
  notice: CertificateNotice | null;
  onNotice: (notice: CertificateNotice) => void;
}) {
  const [name, setName] = useState(memberName);

  async function certificate() {
    if (!open) return onNotice({ tone: "error", text: inClub ? MESSAGES.clubIncomplete : MESSAGES.incomplete });
    if (!name.trim()) return onNotice({ tone: "error", text: MESSAGES.nameMissing });
    const { renderCertificate } = await import("./certificate-image.ts");
    const blob = await renderCertificate({
      ...CLASS_CERTIFICATE_SIZE,
      heading: "Certificado de Classe",
      name: name.trim(),
      lines: [`concluiu todos os requisitos da classe ${current.titulo}`, "do Clube de Desbravadores."],
      date: longDate(todayIso()),
      accent: current.cor,
    });
    downloadBlob(blob, classCertificateFileName(current.titulo));
    onNotice({ tone: "success", text: MESSAGES.generated });
  }

  return (
    <TitledSection id="certificado-titulo" title="Certificado" className="grid gap-3 rounded-xl border border-line p-4">
      {open && (
        <p className="flex items-center gap-2 rounded-lg bg-success-soft p-4 text-lg font-bold text-success">
          <PartyPopper className="size-6" aria-hidden="true" />
          {MESSAGES.classDone}
        </p>
      )}
      <FormField label="Nome no certificado" name="nome-certificado" value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} />
      <div>
        <Button onClick={certificate}>
          <Download className="size-4" aria-hidden="true" />
          Gerar Certificado
        </Button>
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
    </TitledSection>
  );
}

import { Download, Share2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { downloadBlob, shareOrDownloadFile } from "#app/platform/sharing/browser-share.ts";
import { longDate, todayIso } from "./certificate-dates.ts";
import { COURSE_CERTIFICATE_SIZE, MESSAGES } from "./classes.ts";
import { CERTIFICATE_PAPER, CERTIFICATE_RULE } from "#app/components/ui/mark-colours.ts";

const COURSE_CERTIFICATE_FILE = "certificado-curso.png";
const ACCENT = "#1d4ed8";

const noSubscription = () => () => {};

function courseLines(start: string, end: string): string[] {
  if (!end) return ["concluiu com dedicação o curso de estudos bíblicos."];
  return ["concluiu com dedicação o curso de estudos bíblicos", start ? `de ${longDate(start)} a ${longDate(end)}.` : `em ${longDate(end)}.`];
}

/** /certificado: name (required, trimmed), optional start date, completion date (today by default), preview, PNG, share. */
export function CourseCertificate() {
  const [name, setName] = useState("");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const trimmed = name.trim();
  // The completion date defaults to today in the visitor's zone, known only in the browser (empty while hydrating).
  const today = useSyncExternalStore(noSubscription, todayIso, () => "");
  const completion = end ?? today;

  async function make(mode: "download" | "share") {
    if (!trimmed) {
      setTouched(true);
      return setNotice({ tone: "error", text: MESSAGES.nameMissing });
    }
    const { renderCertificate } = await import("./certificate-image.ts");
    const blob = await renderCertificate({
      ...COURSE_CERTIFICATE_SIZE,
      heading: "Certificado de Conclusão",
      name: trimmed,
      lines: courseLines(start, completion || todayIso()),
      date: `Emitido em ${longDate(todayIso())}`,
      accent: ACCENT,
    });
    if (mode === "share") await shareOrDownloadFile(blob, COURSE_CERTIFICATE_FILE, "Certificado de Conclusão — Lâmpada");
    else downloadBlob(blob, COURSE_CERTIFICATE_FILE);
    setNotice({ tone: "success", text: MESSAGES.generated });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form
        className="grid content-start gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void make("download");
        }}
      >
        <FormField
          label="Nome completo"
          name="nome"
          required
          maxLength={80}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && !trimmed ? MESSAGES.nameMissing : undefined}
        />
        <FormField
          label="Data de início (opcional)"
          name="inicio"
          type="date"
          value={start}
          max={completion}
          onChange={(e) => setStart(e.currentTarget.value)}
        />
        <FormField
          label="Data de conclusão"
          name="conclusao"
          type="date"
          value={completion}
          required
          onChange={(e) => setEnd(e.currentTarget.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!trimmed}>
            <Download className="size-4" aria-hidden="true" />
            Baixar Certificado
          </Button>
          <Button variant="secondary" disabled={!trimmed} onClick={() => void make("share")}>
            <Share2 className="size-4" aria-hidden="true" />
            Compartilhar
          </Button>
        </div>
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </form>
      <figure
        aria-label="Prévia do certificado"
        className={`aspect-[4/3] min-w-0 rounded-xl border-8 p-6 text-center shadow ${CERTIFICATE_PAPER}`}
        style={{ borderColor: ACCENT }}
      >
        <p className="mt-2 font-serif text-2xl font-bold" style={{ color: ACCENT }}>
          Certificado de Conclusão
        </p>
        <p className="mt-6 font-serif">Certificamos que</p>
        <p className={`mt-2 border-b pb-1 font-serif text-2xl font-bold italic ${CERTIFICATE_RULE}`} data-testid="previa-nome">
          {trimmed || "Seu nome"}
        </p>
        {courseLines(start, completion).map((line) => (
          <p key={line} className="mt-2 font-serif text-sm">
            {line}
          </p>
        ))}
        <p className="mt-6 font-bold" style={{ color: ACCENT }}>
          Lâmpada
        </p>
      </figure>
    </div>
  );
}

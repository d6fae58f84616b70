import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PrayerSharing } from "#app/areas/prayer/PrayerSharing.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/oracao";

/** /oracao: everything happens in the browser; nothing is sent to the server. */
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/oracao")) },
  { name: "description", content: "Compartilhe seu pedido de oração como texto ou imagem." },
];

export default function Oracao() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Compartilhar Oração"
        subtitle="Escreva seu pedido, acrescente um versículo se quiser e compartilhe com quem vai orar com você. Nada do que você escreve é guardado no servidor."
      />
      <PrayerSharing />
    </div>
  );
}

import type { ReactNode } from "react";
import { Form } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { OutsideLink } from "#app/components/ui/OutsideLink.tsx";
import { TitledSection } from "#app/components/ui/TitledSection.tsx";
import { longDate } from "#app/platform/site/intl-formats.ts";
import { formatPhone, whatsAppContactUrl } from "#app/areas/community/fields.ts";
import { WEEKDAY_NAMES } from "#app/platform/site/calendar.ts";
import type { ChurchPageData } from "./church-page.store.server.ts";

/** The map search of an address (and its city), opened on OpenStreetMap. */
function mapLink(address: string, city: string | null): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent([address, city].filter(Boolean).join(", "))}`;
}

const link = "font-semibold text-accent underline";

/** A section of the church's page with its items as cards, left out when it has none. */
function Listing<T extends { id: string }>({ id, title, items, card }: { id: string; title: string; items: T[]; card: (item: T) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <TitledSection id={id} title={title} className="mt-8" titleClassName="mb-3 text-xl font-bold">
      <ul className="grid gap-3 wrap-anywhere sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <Card className="h-full">{card(item)}</Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** When a small group meets, as one line ('Quarta-feira, 19:30 — Casa da Ana'). */
function meetingLine(group: ChurchPageData["groups"][number]): string {
  const when = [group.weekday === null ? null : WEEKDAY_NAMES[group.weekday], group.time].filter(Boolean).join(", ");
  return [when, group.place].filter(Boolean).join(" — ");
}

/** Where and when the church meets, and how to reach it (what its admins set at /admin/igreja). */
function Visit({ settings, city }: { settings: ChurchPageData["settings"]; city: string | null }) {
  const services = (settings.serviceTimes ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const { address, email, phone, whatsapp } = settings;
  if (services.length === 0 && !address && !email && !phone && !whatsapp) return null;
  return (
    <div className="grid gap-4 wrap-anywhere sm:grid-cols-2">
      {services.length > 0 && (
        <TitledSection id="cultos" title="Cultos" titleClassName="mb-2 text-xl font-bold">
          <ul className="grid gap-1">
            {services.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </TitledSection>
      )}
      {(address || email || phone || whatsapp) && (
        <TitledSection id="contato-igreja" title="Endereço e contato" titleClassName="mb-2 text-xl font-bold">
          <ul className="grid gap-1">
            {address && (
              <li>
                {address}{" "}
                <OutsideLink href={mapLink(address, city)} className={`inline-flex items-center gap-1 ${link}`}>
                  Ver no mapa
                </OutsideLink>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`} className={`break-all ${link}`}>
                  {email}
                </a>
              </li>
            )}
            {phone && (
              <li>
                <a href={`tel:+${phone}`} className={link}>
                  {formatPhone(phone)}
                </a>
              </li>
            )}
            {whatsapp && (
              <li>
                <OutsideLink href={whatsAppContactUrl(whatsapp)} className={`inline-flex items-center gap-1 ${link}`}>
                  WhatsApp {formatPhone(whatsapp)}
                </OutsideLink>
              </li>
            )}
          </ul>
        </TitledSection>
      )}
    </div>
  );
}

/** "Esta é minha igreja": a member's home church, a visitor's chosen one; said instead once it is. */
function ChooseChurch({ chosen, member }: { chosen: boolean; member: boolean }) {
  if (chosen) return <p className="font-semibold text-success">Esta é a sua igreja.</p>;
  return (
    <Form method="post" className="grid gap-1">
      <Button type="submit" className="justify-self-start">
        Esta é minha igreja
      </Button>
      <p className="text-sm text-muted">
        {member
          ? "Ela passa a ser a sua igreja no Lâmpada; seus pontos e seu histórico continuam com você."
          : "O Lâmpada mostra esta igreja neste navegador."}
      </p>
    </Form>
  );
}

/** A church's own page: how to visit it, and what it publishes, with the button to make it yours. */
export function ChurchProfile({ page, city, chosen, member }: { page: ChurchPageData; city: string | null; chosen: boolean; member: boolean }) {
  return (
    <>
      <div className="mb-6">
        <ChooseChurch chosen={chosen} member={member} />
      </div>
      <Visit settings={page.settings} city={city} />
      <Listing
        id="noticias-igreja"
        title="Notícias"
        items={page.news}
        card={(n) => (
          <>
            <h3 className="font-bold">{n.title}</h3>
            <p className="text-sm text-muted">{longDate(n.day)}</p>
            <p className="mt-1">{n.summary}</p>
          </>
        )}
      />
      <Listing id="videos-igreja" title="Vídeos" items={page.videos} card={(v) => <h3 className="font-bold">{v.title}</h3>} />
      <Listing
        id="projetos-igreja"
        title="Projetos missionários"
        items={page.projects}
        card={(p) => (
          <>
            <h3 className="font-bold">{p.title}</h3>
            <p className="text-sm text-muted">{p.location}</p>
            <p className="mt-1">{p.summary}</p>
          </>
        )}
      />
      <Listing
        id="clubes-igreja"
        title="Clubes de Desbravadores"
        items={page.clubs}
        card={(c) => (
          <>
            <h3 className="font-bold">{c.name}</h3>
            <p className="text-sm text-muted">{c.city}</p>
          </>
        )}
      />
      <Listing
        id="grupos-igreja"
        title="Pequenos grupos"
        items={page.groups}
        card={(g) => (
          <>
            <h3 className="font-bold">{g.name}</h3>
            <p className="text-sm text-muted">{meetingLine(g)}</p>
            {g.description && <p className="mt-1">{g.description}</p>}
          </>
        )}
      />
    </>
  );
}

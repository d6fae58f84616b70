import { href } from "react-router";
import { BookOpen, CalendarDays, GraduationCap, Sun } from "lucide-react";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { LOGOUT_QUESTION, LogoutButton } from "#app/areas/accounts/LogoutButton.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { memberInitials } from "#app/areas/accounts/member-name.ts";
import type { ProfileStats } from "./profile.store.server.ts";

export interface HeaderProfile {
  name: string;
  email: string;
  church: string | null;
  role: string | null;
  memberSince: string;
  photoVersion: string | null;
}

function ProfilePhoto({ name, photoVersion, size = "size-24" }: { name: string; photoVersion: string | null; size?: string }) {
  if (photoVersion)
    return <img src={`/perfil/foto?v=${photoVersion}`} alt={`Foto de ${name}`} className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-on-accent`}
    >
      {memberInitials(name)}
    </span>
  );
}

/** Header of /perfil: photo, name, e-mail, badges, 'Membro desde', actions. */
/** The heading of a profile tab or sub-page: the member's name and the way back to the whole profile, in one line. */
export function CompactProfileHeader({ name }: { name: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4">
      <h1 className="min-w-0 text-2xl font-bold wrap-anywhere">{name}</h1>
      <PageLink to={href("/perfil")} className="inline-flex items-center font-semibold text-accent underline">
        Ver perfil completo
      </PageLink>
    </div>
  );
}

export function ProfileHeader({ profile, editing }: { profile: HeaderProfile; editing: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row sm:items-start">
      <ProfilePhoto name={profile.name} photoVersion={profile.photoVersion} />
      <div className="w-full min-w-0 flex-1 text-center wrap-anywhere sm:text-left">
        <h1 className="text-3xl font-bold">{profile.name}</h1>
        <p className="text-muted wrap-anywhere">{profile.email}</p>
        <p className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
          {profile.role && (
            <span className="max-w-full rounded-full bg-brand-100 px-3 py-0.5 text-sm font-medium text-brand-900">{profile.role}</span>
          )}
          {profile.church && <span className="max-w-full rounded-full bg-subtle px-3 py-0.5 text-sm font-medium text-fg">{profile.church}</span>}
        </p>
        <p className="mt-2 text-sm text-muted">Membro desde {profile.memberSince}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        {editing ? (
          <ButtonLink to={href("/perfil") + "?tab=info"} variant="secondary">
            Cancelar
          </ButtonLink>
        ) : (
          <ButtonLink to={href("/perfil") + "?tab=info&editar=1"} variant="secondary">
            Editar Perfil
          </ButtonLink>
        )}
        <LogoutButton question={LOGOUT_QUESTION.profile} className={buttonClass("ghost")} />
      </div>
    </Card>
  );
}

const CARDS = [
  { key: "daysActive", label: "Dias Ativos", icon: CalendarDays },
  { key: "chaptersRead", label: "Capítulos Lidos", icon: BookOpen },
  { key: "studiesCompleted", label: "Estudos Concluídos", icon: GraduationCap },
  { key: "devotionalsRead", label: "Devocionais", icon: Sun },
] as const;

export function StatCards({ stats }: { stats: ProfileStats }) {
  return (
    <ul className="my-6 grid grid-cols-2 gap-3 md:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="text-center">
            <Icon className="mx-auto size-6 text-accent" aria-hidden="true" />
            <p className="mt-1 text-2xl font-bold">{stats[key]}</p>
            <p className="text-sm text-muted">{label}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

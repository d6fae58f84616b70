import { useState } from "react";
import { href } from "react-router";
import { LocateFixed, MapPin } from "lucide-react";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { CatalogueSearch } from "#app/components/ui/CatalogueSearch.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { CHURCH_QUERY_MAX, churchDistanceKm, distanceLabel, nearestFirst, searchChurches, type Place } from "./church-search.ts";
import type { Church } from "./churches.store.server.ts";

type Located = { state: "idle" | "asking" | "refused" } | { state: "found"; place: Place };

/** Asks the browser where the visitor is, once they press the button (never before). */
function useLocation(): [Located, () => void] {
  const [located, setLocated] = useState<Located>({ state: "idle" });
  const ask = () => {
    if (!("geolocation" in navigator)) return setLocated({ state: "refused" });
    setLocated({ state: "asking" });
    navigator.geolocation.getCurrentPosition(
      (position) => setLocated({ state: "found", place: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      () => setLocated({ state: "refused" }),
      { maximumAge: 10 * 60 * 1000, timeout: 20 * 1000 },
    );
  };
  return [located, ask];
}

/**
 * The deployment's churches, found by name or city as the visitor types (a GET form before
 * JavaScript), and sorted nearest first once the visitor shares where they are.
 */
export function ChurchFinder({ churches, initialQuery }: { churches: Church[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [located, ask] = useLocation();
  const hydrated = useHydrated();
  const found = searchChurches(churches, query);
  const place = located.state === "found" ? located.place : null;
  const shown = place ? nearestFirst(found, place) : found;
  return (
    <>
      <CatalogueSearch
        id="busca-igrejas"
        label="Buscar igreja por nome ou cidade"
        placeholder="Nome ou cidade da igreja"
        query={query}
        onQuery={setQuery}
        category={null}
        maxLength={CHURCH_QUERY_MAX}
      />
      {hydrated && (
        <div className="mb-4 grid gap-2">
          <Button variant="secondary" className="justify-self-start" onClick={ask} disabled={located.state === "asking"}>
            <LocateFixed className="size-5" aria-hidden="true" />
            {located.state === "asking" ? "Buscando sua localização..." : "Usar minha localização"}
          </Button>
          {located.state === "found" && <p role="status">Igrejas mais próximas primeiro.</p>}
          {located.state === "refused" && (
            <Notice tone="error">Não foi possível saber sua localização. Verifique a permissão do navegador ou busque pela cidade.</Notice>
          )}
        </div>
      )}
      {shown.length === 0 ? (
        <p role="status" className="text-muted">
          Nenhuma igreja encontrada para “{query.trim()}”.
        </p>
      ) : (
        <ul aria-label="Igrejas" className="grid gap-3 wrap-anywhere sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((church) => {
            const km = place && churchDistanceKm(church, place);
            return (
              <li key={church.id}>
                <Card className="h-full">
                  <h2 className="text-lg font-bold">
                    <PageLink to={href("/igrejas/:slug", { slug: church.slug })} className="text-accent underline">
                      {church.name}
                    </PageLink>
                  </h2>
                  {church.city && (
                    <p className="mt-1 flex items-center gap-1 text-muted">
                      <MapPin className="size-4" aria-hidden="true" />
                      {church.city}
                    </p>
                  )}
                  {km !== null && km !== undefined && <p className="mt-1 text-sm text-muted">A {distanceLabel(km)} de você</p>}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

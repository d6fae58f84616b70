import { numberFormat } from "#app/platform/site/intl-formats.ts";

/** A church as the list at /igrejas finds and sorts it. */
export interface FoundChurch {
  name: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A point on the globe, in degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** The longest search the list takes (a church's name and city are shorter). */
export const CHURCH_QUERY_MAX = 100;

/** Lower case without accents or repeated spaces, so "São Paulo" matches "sao  paulo". */
export function foldedText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The churches whose name or city holds the query (every word of it, in any order); all of them for an empty query. */
export function searchChurches<T extends FoundChurch>(churches: readonly T[], query: string): T[] {
  const words = foldedText(query.slice(0, CHURCH_QUERY_MAX)).split(" ").filter(Boolean);
  if (words.length === 0) return [...churches];
  return churches.filter((church) => {
    const text = foldedText(`${church.name} ${church.city ?? ""}`);
    return words.every((word) => text.includes(word));
  });
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places in kilometres (the haversine formula). */
export function distanceKm(a: Place, b: Place): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The church's distance from the visitor, or null when the church has no coordinates. */
export function churchDistanceKm(church: FoundChurch, from: Place): number | null {
  return church.latitude === null || church.longitude === null ? null : distanceKm(from, { latitude: church.latitude, longitude: church.longitude });
}

/** The nearest first; churches without coordinates last, in the order they came (by name). */
export function nearestFirst<T extends FoundChurch>(churches: readonly T[], from: Place): T[] {
  const measured = churches.map((church, index) => ({ church, index, km: churchDistanceKm(church, from) }));
  measured.sort((a, b) => {
    if (a.km === null || b.km === null) return a.km === b.km ? a.index - b.index : a.km === null ? 1 : -1;
    return a.km - b.km || a.index - b.index;
  });
  return measured.map((m) => m.church);
}

/** A distance as the list shows it: metres under 1 km, one decimal under 10 km, whole kilometres beyond. */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(1, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${numberFormat("pt-BR", { maximumFractionDigits: 1 }).format(km)} km`;
  return `${numberFormat("pt-BR", { maximumFractionDigits: 0 }).format(km)} km`;
}

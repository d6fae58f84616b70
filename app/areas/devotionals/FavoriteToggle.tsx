import { Star } from "lucide-react";
import { useFetcher, useLoaderData } from "react-router";
import { Notice } from "#app/components/ui/Notice.tsx";
import { FULL_MESSAGE, queuedValue } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { parseIdList, setInList } from "./devotionals.ts";
import { STAR_EDGE, STAR_LIT } from "#app/components/ui/mark-colours.ts";
import { refusalOf, type FormAnswer } from "#app/platform/http/field-errors.ts";

interface FavoriteProps {
  /** Whether a member is logged in (favourites on the server) or a visitor (local storage). */
  member: boolean;
  /** The member's state from the loader. */
  favorite: boolean;
  /** The visitor's local storage key and the item's id in its list. */
  storageKey: string;
  itemId: string;
  /** Extra fields the page's action needs besides `favorito`. */
  fields?: Record<string, string>;
}

/**
 * One button, its star filled and its text 'Favoritado' when marked, 'Adicionar aos Favoritos' when not: a form post for a member (queued offline,
 * decision 0017), local storage for a visitor.
 */
export function FavoriteToggle({ member, favorite: serverFavorite, storageKey, itemId, fields = {} }: FavoriteProps) {
  const fetcher = useFetcher<FormAnswer>();
  const refused = refusalOf(fetcher.data);
  const stored = useStoredValue(storageKey, "[]");
  const hydrated = stored !== null;
  // The page's data is what the server said; a favourite set offline is shown over it.
  const queue = useOfflineForm(useLoaderData() as object);
  const queued = queuedValue(queue.shown, queue.action, fields, "favorito");
  const saved = queued === undefined ? serverFavorite : queued === "1";
  const favorite = member ? (fetcher.formData ? fetcher.formData.get("favorito") === "1" : saved) : parseIdList(stored).includes(itemId);
  const onSubmit = queue.onSubmit(favorite ? "Remover dos favoritos" : "Adicionar aos favoritos");
  const next = favorite ? "0" : "1";
  const star = <Star className={`size-5 ${favorite ? STAR_LIT : ""}`} aria-hidden="true" />;
  const buttonClass = `inline-flex items-center gap-2 rounded-lg border ${STAR_EDGE} px-4 py-2 font-semibold text-warning hover:bg-warning-soft disabled:opacity-60`;
  const label = favorite ? "Favoritado" : "Adicionar aos Favoritos";

  if (!member) {
    const toggle = () => writeStoredValue(storageKey, JSON.stringify(setInList(parseIdList(localStorage.getItem(storageKey)), itemId, !favorite)));
    return (
      <button type="button" className={buttonClass} onClick={toggle} disabled={!hydrated}>
        {star}
        {label}
      </button>
    );
  }
  const hidden = (
    <>
      <input type="hidden" name="favorito" value={next} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <div>
      <div className="flex items-center gap-2">
        <fetcher.Form method="post" onSubmit={onSubmit}>
          {hidden}
          <button type="submit" className={buttonClass}>
            {star}
            {label}
          </button>
        </fetcher.Form>
        {queuedValue(queue.waiting, queue.action, fields, "favorito") !== undefined && <PendingMark />}
      </div>
      {queue.full && (
        <div className="mt-2">
          <Notice tone="error">{FULL_MESSAGE}</Notice>
        </div>
      )}
      {refused && (
        <div className="mt-2">
          <Notice tone="error">{refused}</Notice>
        </div>
      )}
    </div>
  );
}

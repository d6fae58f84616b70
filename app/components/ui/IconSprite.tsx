import type { LucideIcon } from "lucide-react";

/**
 * Icons a page draws many times (a chapter's verse actions: three per verse). Each is drawn
 * once here as a symbol; every use is an `<svg><use>` pair instead of Lucide's whole element
 * with its eleven attributes, which is most of what a member's chapter costs to render and send.
 * The symbol's fill inherits, so a class such as `fill-red-600` on the use still fills it.
 */
export function IconSprite({ icons }: { icons: Record<string, LucideIcon> }) {
  return (
    <svg className="hidden" aria-hidden="true">
      {Object.entries(icons).map(([id, Icon]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** One use of a sprite's icon: decorative, sized and coloured by its classes. */
export function SpriteIcon({ id, className }: { id: string; className: string }) {
  return (
    <svg className={className} fill="none" aria-hidden="true">
      <use href={`#${id}`} />
    </svg>
  );
}

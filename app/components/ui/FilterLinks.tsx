import { PageLink } from "./PageLink.tsx";

/** A row of filter links (categories) as pills; the current one is marked for screen readers too. */
export function FilterLinks({
  label,
  options,
  current,
  hrefOf,
  className = "",
}: {
  label: string;
  options: readonly string[];
  current: string;
  hrefOf: (option: string) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option}>
            <PageLink
              to={hrefOf(option)}
              preventScrollReset
              aria-current={option === current ? "page" : undefined}
              className="inline-block rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-brand-300 dark:text-brand-300 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-brand-300 dark:aria-[current=page]:text-gray-900"
            >
              {option}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { PageLink } from "./PageLink.tsx";

// The portal's one tab widget, in two forms with one look:
// - `Tabs`: tabs within the page (a tablist of buttons; arrow keys move between them), for
//   sections that are all sent with the page;
// - `LinkTabs`: tabs that are addresses (`?tab=`, `?aba=`), a navigation of links with
//   `aria-current="page"` on the one shown, for sections the server sends one at a time; they
//   work before JavaScript.

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (arrow keys move between them); the first is shown without JavaScript. They
 * keep the tab shown themselves unless the page gives `value` and `onValueChange` (to follow the address).
 */
export function Tabs({
  tabs,
  value,
  onValueChange,
  label,
}: {
  tabs: TabItem[];
  value?: string;
  onValueChange?: (value: string) => void;
  label: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} defaultValue={tabs[0]?.value} activationMode="manual">
      <RadixTabs.List aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-gray-700 hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 dark:text-gray-300 dark:data-[state=active]:border-brand-300 dark:data-[state=active]:text-brand-300"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-2 focus-visible:outline-brand-600">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

export interface TabLink {
  value: string;
  label: string;
  /** The address that shows this tab, from the site's root. */
  to: string;
}

/** Tabs that are links: the page shown marks its tab with aria-current="page". */
export function LinkTabs({
  tabs,
  value,
  label,
  preventScrollReset = false,
}: {
  tabs: TabLink[];
  value: string;
  label: string;
  /** Keep the scroll position when the tabs change only part of the page. */
  preventScrollReset?: boolean;
}) {
  return (
    <nav aria-label={label} className="mb-4">
      {/* On a narrow screen the tabs wrap to a second line: every one stays on screen. */}
      <ul className="flex flex-wrap gap-x-1 border-b border-gray-200 dark:border-gray-700">
        {tabs.map((tab) => (
          <li key={tab.value}>
            <PageLink
              to={tab.to}
              preventScrollReset={preventScrollReset}
              aria-current={tab.value === value ? "page" : undefined}
              className="block border-b-2 border-transparent px-3 py-2 font-medium sm:px-4 whitespace-nowrap text-gray-700 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700 dark:text-gray-300 dark:aria-[current=page]:border-brand-300 dark:aria-[current=page]:text-brand-300"
            >
              {tab.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

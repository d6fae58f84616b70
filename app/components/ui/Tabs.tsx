import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/** Accessible tabs (arrow keys move between them); the first is shown without JavaScript. */
export function Tabs({
  tabs,
  value,
  onValueChange,
  label,
}: {
  tabs: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} activationMode="manual">
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

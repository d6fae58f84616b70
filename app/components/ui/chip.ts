/** The look of a filter chip (category links of the hymnal, the courses catalogue…). */
export const chipClass = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-medium ${
    active
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
  }`;

import type { ActingChurchView } from "#app/components/ui/ActingChurch.tsx";

/** The view of requireAdmin's answer a page's loader returns; null with one church in the deployment. */
export function actingChurchView(admin: {
  church: { slug: string; name: string };
  churches: Array<{ slug: string; name: string }>;
  severalChurches: boolean;
}): ActingChurchView | null {
  if (!admin.severalChurches) return null;
  return { name: admin.church.name, slug: admin.church.slug, choices: admin.churches.map(({ slug, name }) => ({ slug, name })) };
}

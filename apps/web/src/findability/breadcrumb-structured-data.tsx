import { useGetSiteAddressQuery } from '@plein/api-client';
import type { BreadcrumbItem } from '@plein/ui-kit';
import { absoluteUrl } from './absolute-url';
import { breadcrumbListJsonLd } from './structured-data';
import { StructuredDataScript } from './structured-data-script';

/**
 * The BreadcrumbList of the breadcrumbs a page shows: the same steps, their links as absolute
 * URLs on the site's origin (its primary domain). Render it only beside visible breadcrumbs of a
 * page every visitor sees; nothing while the site's address is unknown.
 */
export function BreadcrumbStructuredData({ items }: { items: readonly BreadcrumbItem[] }) {
  const origin = useGetSiteAddressQuery().data?.origin;
  if (!origin) return null;
  const data = breadcrumbListJsonLd(
    items.map((item) => ({
      name: item.label,
      ...(item.href ? { url: absoluteUrl(origin, item.href) } : {}),
    })),
  );
  return data ? <StructuredDataScript data={data} /> : null;
}

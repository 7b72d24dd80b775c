import type { PageLayoutName, PageSummary } from '@plein/api-client';

let serial = 0;

/**
 * A page of the admin pages list as the API answers it to an administrator, for tests: published
 * without draft changes in the 100 layout unless told otherwise, with a guid of its own.
 *
 * @example
 * pageSummary('nieuws', 'Nieuws', { isPublished: false, hasChanges: true });
 */
export function pageSummary(
  name: string,
  title: string = name,
  {
    isPublished = true,
    hasChanges = false,
    layout = '100',
    updatedAt = '2026-11-20T10:00:00.000Z',
  }: {
    isPublished?: boolean;
    hasChanges?: boolean;
    layout?: PageLayoutName;
    updatedAt?: string;
  } = {},
): PageSummary {
  serial += 1;
  return {
    guid: `3f0b1c2d-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name,
    title,
    layout,
    isPublished,
    options: [],
    buildingBlockInstances: [],
    editRoles: [],
    editPermission: 'Public',
    roleIds: [],
    draft: {
      version: 1,
      hasChanges,
      changedAt: null,
      changedBy: null,
      publishedAt: null,
      publishAt: null,
      unpublishAt: null,
    },
    updatedAt,
    canEdit: true,
  };
}

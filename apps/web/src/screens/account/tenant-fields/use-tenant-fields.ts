import { useGetProfileFieldDefinitionsQuery } from '@plein/api-client';
import type { ApplicationUser, ProfileFieldCategory } from '@plein/api-client';
import { useMemo } from 'react';
import { tenantFieldsOf } from './tenant-fields';
import type { TenantField } from './tenant-fields';

/**
 * The tenant's own fields of an account category for the signed-in user (from
 * `GET /api/profilefielddefinitions`, pre-fetched for the server render); empty while loading.
 *
 * @example
 * const fields = useTenantFields('profile', user);
 */
export function useTenantFields(
  category: ProfileFieldCategory,
  user: Pick<ApplicationUser, 'isMett'>,
): TenantField[] {
  const { data } = useGetProfileFieldDefinitionsQuery();
  return useMemo(() => tenantFieldsOf(data ?? [], category, user), [data, category, user]);
}

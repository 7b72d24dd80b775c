/** The sections of a user's own account page (spec section 2). */
export const accountCategories = [
  'profile',
  'preferences',
  'activity',
  'privacy',
  'security',
] as const;

/** One of {@link accountCategories}. */
export type AccountCategory = (typeof accountCategories)[number];

/**
 * The sections of a user's page in the admin (`admin/users/{guid}/{category}`, spec section 2):
 * the same five as the user's own account page, as an admin may see and change them.
 */
export const adminUserCategories = accountCategories;

/** One of {@link adminUserCategories}. */
export type AdminUserCategory = (typeof adminUserCategories)[number];

/**
 * Narrows a route parameter to one of `categories`, or null (the not-found page).
 *
 * @example
 * asCategory(accountCategories, 'privacy'); // 'privacy'
 */
export function asCategory<T extends string>(
  categories: readonly T[],
  value: string | undefined,
): T | null {
  return categories.find((category) => category === value) ?? null;
}

/** A positive page number from a query parameter, else 1. */
export function pageNumberOf(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

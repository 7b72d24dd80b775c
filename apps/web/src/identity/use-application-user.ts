import type { ApplicationUser } from '@plein/api-client';
import { useAppSelector } from '@plein/state-store';

/** The signed-in user (loaded by the shell's pre-fetch), or null for a visitor. */
export function useApplicationUser(): ApplicationUser | null {
  return useAppSelector((state) => state.user.applicationUser);
}

/**
 * The name to show for a user: first, middle and last name, else the alias, else the e-mail.
 *
 * @example
 * displayName(user); // 'Jan de Vries'
 */
export function displayName(user: ApplicationUser): string {
  const name = [user.firstName, user.middleName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  if (name) return name;
  const alias = user.properties.find((property) => property.key === 'alias')?.value.trim();
  return alias || user.email;
}

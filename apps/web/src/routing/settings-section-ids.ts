import { asCategory } from '../identity/account-categories';

/** The sections of the settings screen, each on its own address (`/settings/{id}`). */
export const settingsSectionIds = [
  'site',
  'addresses',
  'header',
  'navigation',
  'footer',
  'colours',
  'integrations',
] as const;

/** One of {@link settingsSectionIds}. */
export type SettingsSectionId = (typeof settingsSectionIds)[number];

/** The section an address names (`/settings/{id}`); the first when it names none, else null. */
export function settingsSectionOf(id: string | undefined): SettingsSectionId | null {
  return id === undefined ? settingsSectionIds[0] : asCategory(settingsSectionIds, id);
}

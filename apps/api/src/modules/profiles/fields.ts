import type { ProfileFieldDefinition } from '@plein/api-client';
import type { Tenant } from '../platforms/repository';

type BuiltIn = Omit<ProfileFieldDefinition, 'platformGuid' | 'builtIn'>;

const common = { subsection: '', defaultValue: null, options: [] as string[], mett: false };
const legal = { nl: 'Voorwaarden en privacy', en: 'Terms and privacy' };

/** The built-in fields every tenant has (spec section 3). */
const builtInFields: readonly BuiltIn[] = [
  {
    ...common,
    key: 'accountEmail',
    label: { nl: 'E-mailadres', en: 'Email address' },
    category: 'security',
    section: 'account',
    sectionLabel: { nl: 'Account', en: 'Account' },
    sectionSort: 0,
    sort: 0,
    visibleFor: 'admins',
    inputType: 'email',
    autocomplete: 'email',
    required: true,
    type: 'string',
  },
  {
    ...common,
    key: 'termsOfUse',
    label: { nl: 'Gebruiksvoorwaarden', en: 'Terms of use' },
    category: 'privacy',
    section: 'legal',
    sectionLabel: legal,
    sectionSort: 10,
    sort: 0,
    visibleFor: 'everyone',
    inputType: 'checkbox',
    autocomplete: 'off',
    required: true,
    type: 'number',
  },
  {
    ...common,
    key: 'privacyStatement',
    label: { nl: 'Privacyverklaring', en: 'Privacy statement' },
    category: 'privacy',
    section: 'legal',
    sectionLabel: legal,
    sectionSort: 10,
    sort: 10,
    visibleFor: 'self',
    inputType: 'link',
    autocomplete: 'off',
    required: false,
    type: 'string',
  },
  {
    ...common,
    key: 'cookies',
    label: { nl: 'Cookies', en: 'Cookies' },
    category: 'privacy',
    section: 'legal',
    sectionLabel: legal,
    sectionSort: 10,
    sort: 20,
    visibleFor: 'self',
    inputType: 'cookie-consent',
    autocomplete: 'off',
    required: false,
    type: 'string',
  },
];

/** The built-in field definitions of a tenant. */
export function builtInFieldsOf(tenant: Tenant): ProfileFieldDefinition[] {
  return builtInFields.map((field) => ({
    ...field,
    options: [...field.options],
    label: { ...field.label },
    sectionLabel: { ...field.sectionLabel },
    platformGuid: tenant.guid,
    builtIn: true,
  }));
}

/** Who looks at a profile, and whose it is. */
export interface FieldViewer {
  isMett: boolean;
  isAdmin: boolean;
  /** True when the viewer looks at their own profile. */
  isOwner: boolean;
}

/**
 * May this viewer see the field? Staff-only (`mett`) fields only for Mett users; `self` fields
 * only for the owner; `admins` fields for the owner and admins.
 */
export function canSeeField(field: ProfileFieldDefinition, viewer: FieldViewer): boolean {
  if (field.mett && !viewer.isMett) return false;
  if (field.visibleFor === 'self') return viewer.isOwner;
  if (field.visibleFor === 'admins') return viewer.isOwner || viewer.isAdmin || viewer.isMett;
  return true;
}

/** Sorted by category, section order, field order, key. */
export function sortFields(fields: ProfileFieldDefinition[]): ProfileFieldDefinition[] {
  return [...fields].sort(
    (a, b) =>
      a.category.localeCompare(b.category) ||
      a.sectionSort - b.sectionSort ||
      a.sort - b.sort ||
      a.key.localeCompare(b.key),
  );
}

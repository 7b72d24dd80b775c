import type { ProfileFieldDefinition } from '@plein/api-client';

/**
 * A profile field definition as the API answers it, for tests: a tenant's own optional text
 * field in the profile category unless `over` says otherwise.
 */
export function testField(
  key: string,
  over: Partial<ProfileFieldDefinition> = {},
): ProfileFieldDefinition {
  return {
    key,
    label: { nl: `${key} nl`, en: `${key} en` },
    sectionLabel: { nl: 'Contactgegevens', en: 'Contact details' },
    category: 'profile',
    section: 'contact',
    subsection: '',
    sectionSort: 10,
    sort: 10,
    visibleFor: 'self',
    inputType: 'text',
    platformGuid: '0b0c0d0e-0000-4000-8000-000000000001',
    autocomplete: 'off',
    defaultValue: null,
    required: false,
    type: 'string',
    options: [],
    mett: false,
    builtIn: false,
    ...over,
  };
}

import { describe, expect, it } from 'vitest';
import { emptyFormField } from './form-fields';
import type { FormContent } from './form-fields';
import { formContentSchema, formSettingsSchema } from './form-schemas';
import { defaultFormSettings } from './form-settings';

const content = (over: Partial<FormContent> = {}): FormContent => ({
  title: { nl: 'Contact', en: 'Contact' },
  introduction: { nl: '', en: '' },
  confirmation: { nl: 'Dank je', en: '' },
  fields: [{ ...emptyFormField('shortText', 'name'), label: { nl: 'Naam', en: 'Name' } }],
  ...over,
});

describe('formContentSchema', () => {
  it('takes a well-formed version', () => {
    expect(formContentSchema.isValidSync(content())).toBe(true);
  });

  it.each([
    ['a missing Dutch title', content({ title: { nl: ' ', en: 'x' } })],
    ['duplicate keys', content({ fields: [...content().fields, ...content().fields] })],
    ['a bad key', content({ fields: [{ ...content().fields[0]!, key: 'Naam met spaties' }] })],
    [
      'a choice without options',
      content({ fields: [{ ...emptyFormField('choice', 'c'), label: { nl: 'C', en: '' } }] }),
    ],
    [
      'an unknown property',
      content({ fields: [{ ...content().fields[0]!, script: 'x' } as never] }),
    ],
    [
      'a date rule with a number',
      content({
        fields: [
          {
            ...emptyFormField('date', 'd'),
            label: { nl: 'D', en: '' },
            rules: [{ kind: 'earliest', value: '12', when: 'change', message: { nl: '', en: '' } }],
          },
        ],
      }),
    ],
    ['content with parts missing', { title: { nl: 'x', en: '' }, fields: [{ type: 'choice' }] }],
    ['an empty object', {}],
  ])('refuses %s', (_name, value) => {
    // Refused with a validation error, never a crash (a 500 in the API).
    expect(formContentSchema.isValidSync(value)).toBe(false);
  });
});

describe('formSettingsSchema', () => {
  it('takes the defaults', () => {
    expect(formSettingsSchema.isValidSync(defaultFormSettings)).toBe(true);
  });

  it.each([
    ['dates outside Custom', { ...defaultFormSettings, openDate: '2026-01-01T00:00:00Z' }],
    [
      'a close date before the open date',
      {
        ...defaultFormSettings,
        openMode: 'Custom',
        openDate: '2026-02-01T00:00:00Z',
        closeDate: '2026-01-01T00:00:00Z',
      },
    ],
    ['Notify without addresses', { ...defaultFormSettings, actions: ['Notify'] }],
    ['no action', { ...defaultFormSettings, actions: [] }],
    ['a bad address', { ...defaultFormSettings, notifyAddresses: ['x@'] }],
    ['an unknown access level', { ...defaultFormSettings, accessLevel: 'Everyone' }],
    ['Roles without a role', { ...defaultFormSettings, accessLevel: 'Roles' }],
    ['settings with parts missing', { openMode: 'Custom' }],
    ['an empty object', {}],
  ])('refuses %s', (_name, value) => {
    expect(formSettingsSchema.isValidSync(value)).toBe(false);
  });
});

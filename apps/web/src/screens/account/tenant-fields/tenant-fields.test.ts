import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { testField } from './test-fields';
import {
  groupTenantFields,
  tenantFieldValues,
  tenantFieldsOf,
  tenantFieldsSchema,
  withTenantFieldValues,
} from './tenant-fields';
import type { TenantField } from './tenant-fields';

const own = (...fields: ReturnType<typeof testField>[]) =>
  tenantFieldsOf(fields, 'profile', { isMett: false });

describe('tenantFieldsOf', () => {
  it('keeps the tenant’s own fields of the category, staff-only ones for Mett users only', () => {
    const definitions = [
      testField('phone'),
      testField('accountEmail', { builtIn: true, inputType: 'email' }),
      testField('badge', { category: 'security' }),
      testField('staffNote', { mett: true }),
      testField('cookies', { builtIn: true, inputType: 'cookie-consent' }),
      testField('legacy', { inputType: 'color' }),
    ];
    const keys = (isMett: boolean) =>
      tenantFieldsOf(definitions, 'profile', { isMett }).map((field) => field.key);
    expect(keys(false)).toEqual(['phone']);
    expect(keys(true)).toEqual(['phone', 'staffNote']);
    expect(
      tenantFieldsOf(definitions, 'security', { isMett: false }).map((field) => field.key),
    ).toEqual(['badge']);
  });
});

describe('groupTenantFields', () => {
  it('groups by section in section order, fields by their order, labels in the language', () => {
    const work = { nl: 'Werk', en: '' };
    const fields = own(
      testField('zeta', {
        section: 'work',
        sectionSort: 1,
        sort: 2,
        sectionLabel: work,
      }),
      testField('phone', { sort: 5 }),
      testField('alpha', { section: 'work', sectionSort: 1, sort: 1, sectionLabel: work }),
      testField('mobile', { sort: 1 }),
    );
    const english = groupTenantFields(fields, 'en');
    expect(english.map((section) => [section.label, section.fields.map((f) => f.key)])).toEqual([
      ['Werk', ['alpha', 'zeta']],
      ['Contact details', ['mobile', 'phone']],
    ]);
    expect(groupTenantFields(fields, 'nl')[1]?.label).toBe('Contactgegevens');
  });
});

describe('form values and properties', () => {
  const fields = own(
    testField('phone', { inputType: 'tel' }),
    testField('team', { inputType: 'select', options: ['Noord', 'Zuid'], defaultValue: 'Zuid' }),
    testField('newsletter', { inputType: 'checkbox', type: 'boolean', defaultValue: 'true' }),
    testField('shoeSize', { inputType: 'text', type: 'number' }),
  );

  it('start from the stored values, else the fields’ defaults', () => {
    const values = tenantFieldValues(fields, {
      properties: [
        { key: 'phone', value: '0612345678' },
        { key: 'newsletter', value: 'false' },
      ],
    });
    expect(values).toEqual({ phone: '0612345678', team: 'Zuid', newsletter: false, shoeSize: '' });
  });

  it('go back into the full properties list: in place, new ones appended, empty ones removed', () => {
    const properties = [
      { key: 'alias', value: 'anna' },
      { key: 'phone', value: '0612345678' },
      { key: 'shoeSize', value: '40' },
      { key: 'otherSection', value: 'bewaard' },
    ];
    expect(
      withTenantFieldValues(properties, fields, {
        phone: ' 0687654321 ',
        team: 'Noord',
        newsletter: false,
        shoeSize: '',
      }),
    ).toEqual([
      { key: 'alias', value: 'anna' },
      { key: 'phone', value: '0687654321' },
      { key: 'otherSection', value: 'bewaard' },
      { key: 'team', value: 'Noord' },
      { key: 'newsletter', value: 'false' },
    ]);
  });

  it('store a number typed with a Dutch comma, or given as a number, as text', () => {
    expect(withTenantFieldValues([], fields, { shoeSize: '39,5' })).toContainEqual({
      key: 'shoeSize',
      value: '39.5',
    });
    expect(withTenantFieldValues([], fields, { shoeSize: 41 })).toContainEqual({
      key: 'shoeSize',
      value: '41',
    });
  });
});

describe('tenantFieldsSchema', () => {
  const messages = (
    fields: TenantField[],
    values: Record<string, unknown>,
  ): Record<string, string> => {
    try {
      tenantFieldsSchema(fields).validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(
        error.inner.map((inner): [string, string] => [inner.path ?? '', inner.message]),
      );
    }
  };

  it('builds the rules from the definitions, with i18next keys as messages', () => {
    const fields = own(
      testField('phone', { inputType: 'tel', required: true }),
      testField('mail', { inputType: 'email' }),
      testField('site', { inputType: 'url' }),
      testField('born', { inputType: 'date', type: 'date' }),
      testField('size', { inputType: 'number', type: 'number' }),
      testField('team', { inputType: 'radio', options: ['Noord', 'Zuid'] }),
      testField('agree', { inputType: 'checkbox', type: 'boolean', required: true }),
      testField('bio', { inputType: 'textarea' }),
    );
    expect(
      messages(fields, {
        phone: '',
        mail: 'anna@',
        site: 'http://localhost/',
        born: '2023-02-30',
        size: 'veel',
        team: 'West',
        agree: false,
        bio: 'x'.repeat(2001),
      }),
    ).toEqual({
      phone: 'validation.required',
      mail: 'account.fields.errors.invalid.email',
      site: 'account.fields.errors.invalid.url',
      born: 'account.fields.errors.invalid.date',
      size: 'account.fields.errors.invalid.number',
      team: 'account.fields.errors.notAnOption',
      agree: 'validation.required',
      bio: 'account.fields.errors.tooLong',
    });
    expect(
      messages(fields, {
        phone: '020 123 4567',
        mail: '',
        site: 'https://example.org',
        born: '2024-02-29',
        size: '12,5',
        team: 'Zuid',
        agree: true,
        bio: '',
      }),
    ).toEqual({});
  });
});

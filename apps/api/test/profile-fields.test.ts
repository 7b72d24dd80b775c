import type {
  ApiErrorBody,
  ApplicationUser,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
} from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as labelsMigration from '../src/db/migrations/202511212202_profile_field_labels';
import { Browser, addUser, admin } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

const password = 'een goed wachtwoord';
let db: TestDatabase;
let user: Browser;
let staff: Browser;
let adminBrowser: Browser;
let havenstadAdmin: Browser;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'lid@example.org', password });
  await addUser(db.knex, { email: 'staf@example.org', password, isMett: true });
  await addUser(db.knex, {
    email: 'beheer@havenstad.test',
    password,
    host: '127.0.0.1',
    isAdmin: true,
  });
  const { app } = testApp(db);
  user = new Browser(app);
  await user.signIn('lid@example.org', password);
  staff = new Browser(app);
  await staff.signIn('staf@example.org', password);
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
  havenstadAdmin = new Browser(app, '127.0.0.1');
  await havenstadAdmin.signIn('beheer@havenstad.test', password);
});
afterAll(() => db.close());

const definition = (
  over: Partial<ProfileFieldDefinitionInput> = {},
): ProfileFieldDefinitionInput => ({
  label: { nl: 'Telefoonnummer', en: 'Phone number' },
  sectionLabel: { nl: 'Contactgegevens', en: 'Contact details' },
  category: 'profile',
  section: 'contact',
  subsection: '',
  sectionSort: 10,
  sort: 10,
  visibleFor: 'self',
  inputType: 'tel',
  autocomplete: 'tel',
  defaultValue: null,
  required: false,
  type: 'string',
  options: [],
  mett: false,
  ...over,
});

const fieldsOf = async (browser: Browser) =>
  (await browser.get('/api/profilefielddefinitions')).body as ProfileFieldDefinition[];
const errorOf = (res: { body: unknown }) => (res.body as ApiErrorBody).error;
const saveProperties = (browser: Browser, properties: { key: string; value: string }[]) =>
  browser.put('/api/profiles:loggedIn', { properties });

describe('labels', () => {
  it('gives the built-in fields Dutch and English labels', async () => {
    const builtIns = (await fieldsOf(user)).filter((field) => field.builtIn);
    expect(builtIns.map((field) => [field.key, field.label])).toEqual(
      expect.arrayContaining([
        ['accountEmail', { nl: 'E-mailadres', en: 'Email address' }],
        ['termsOfUse', { nl: 'Gebruiksvoorwaarden', en: 'Terms of use' }],
        ['privacyStatement', { nl: 'Privacyverklaring', en: 'Privacy statement' }],
        ['cookies', { nl: 'Cookies', en: 'Cookies' }],
      ]),
    );
    for (const field of builtIns) expect(field.sectionLabel.nl).not.toBe('');
  });

  it('stores a definition with its labels and answers it back, an empty English label too', async () => {
    const put = await adminBrowser.put(
      '/api/profilefielddefinitions/phone',
      definition({ sectionLabel: { nl: 'Contactgegevens', en: '' } }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ key: 'phone', builtIn: false });
    const stored = (await fieldsOf(user)).find((field) => field.key === 'phone');
    expect(stored).toEqual({
      ...definition({ sectionLabel: { nl: 'Contactgegevens', en: '' } }),
      key: 'phone',
      platformGuid: expect.any(String) as string,
      builtIn: false,
    } satisfies ProfileFieldDefinition);

    await adminBrowser.put(
      '/api/profilefielddefinitions/phone',
      definition({ label: { nl: 'Mobiel nummer', en: 'Mobile number' } }),
    );
    expect((await fieldsOf(user)).find((field) => field.key === 'phone')?.label).toEqual({
      nl: 'Mobiel nummer',
      en: 'Mobile number',
    });
  });
});

describe('validation of a definition', () => {
  it.each<[string, unknown, string]>([
    ['no label', { ...definition(), label: undefined }, 'label'],
    ['a blank Dutch label', definition({ label: { nl: '  ', en: 'Phone' } }), 'label.nl'],
    [
      'a Dutch label of 81 characters',
      definition({ label: { nl: 'x'.repeat(81), en: '' } }),
      'label.nl',
    ],
    [
      'an English label of 81 characters',
      definition({ label: { nl: 'Tel', en: 'x'.repeat(81) } }),
      'label.en',
    ],
    [
      'an unknown key in a label',
      { ...definition(), label: { nl: 'Tel', en: '', de: 'Tel' } },
      'label',
    ],
    ['a label that is text', { ...definition(), sectionLabel: 'Contact' }, 'sectionLabel'],
    ['no section label', { ...definition(), sectionLabel: undefined }, 'sectionLabel'],
    ['an unknown property', { ...definition(), platformGuid: 'ander' }, 'this'],
    ['a built-in input type', { ...definition(), inputType: 'cookie-consent' }, 'inputType'],
    ['an unknown input type', { ...definition(), inputType: 'color' }, 'inputType'],
    ['an unknown value type', { ...definition(), type: 'json' }, 'type'],
    [
      'a select without options',
      definition({ inputType: 'select', autocomplete: 'off' }),
      'options',
    ],
    [
      'a radio field with 51 options',
      definition({
        inputType: 'radio',
        options: Array.from({ length: 51 }, (_, i) => `keuze ${i}`),
      }),
      'options',
    ],
    ['a blank option', definition({ inputType: 'select', options: ['a', ' '] }), 'options[1]'],
    ['a repeated option', definition({ inputType: 'select', options: ['a', 'a'] }), 'options'],
    ['options on a text field', definition({ inputType: 'text', options: ['a'] }), 'options'],
    ['a checkbox holding text', definition({ inputType: 'checkbox', type: 'string' }), 'type'],
    ['a number input holding a date', definition({ inputType: 'number', type: 'date' }), 'type'],
    [
      'numeric options that are not numbers',
      definition({ inputType: 'select', type: 'number', options: ['1', 'twee'] }),
      'options',
    ],
    [
      'a default that is no option',
      definition({ inputType: 'select', options: ['a', 'b'], defaultValue: 'c' }),
      'defaultValue',
    ],
    [
      'a default that is no e-mail address',
      definition({ inputType: 'email', defaultValue: 'geen-adres' }),
      'defaultValue',
    ],
    [
      'a default that is no number',
      definition({ inputType: 'number', type: 'number', defaultValue: '1,5' }),
      'defaultValue',
    ],
    [
      'a default that is no date',
      definition({ inputType: 'date', type: 'date', defaultValue: '2023-02-30' }),
      'defaultValue',
    ],
    [
      'a checkbox default that is no boolean',
      definition({ inputType: 'checkbox', type: 'boolean', defaultValue: 'ja' }),
      'defaultValue',
    ],
    ['a sort beyond the limit', definition({ sort: 3_000_000_000 }), 'sort'],
    ['a section sort that is a fraction', definition({ sectionSort: 1.5 }), 'sectionSort'],
    ['a sort given as text', { ...definition(), sort: '1' }, 'sort'],
    ['an autocomplete with markup', definition({ autocomplete: '"><script>' }), 'autocomplete'],
    [
      'an autocomplete hint HTML does not know',
      definition({ autocomplete: 'phone' }),
      'autocomplete',
    ],
    ['an unknown category', { ...definition(), category: 'preferences' }, 'category'],
    ['required given as text', { ...definition(), required: 'true' }, 'required'],
  ])('refuses %s with 400 invalid_body, naming %s', async (_name, body, path) => {
    const res = await adminBrowser.put('/api/profilefielddefinitions/badField', body);
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('invalid_body');
    const { problems } = errorOf(res).details as { problems: string[] };
    expect(problems).toHaveLength(1);
    expect(problems[0]?.split(' ')[0]).toBe(path);
    expect((await fieldsOf(adminBrowser)).map((field) => field.key)).not.toContain('badField');
  });

  it('refuses a body that is no object', async () => {
    for (const body of [[definition()], 'tekst']) {
      const res = await adminBrowser.send('PUT', '/api/profilefielddefinitions/badField', body);
      expect(res.status).toBe(400);
    }
  });

  it.each(['Phone', '1phone', 'phone_number', 'phone-number', `a${'b'.repeat(40)}`])(
    'refuses the key %s with 400 invalid_id',
    async (key) => {
      const res = await adminBrowser.put(`/api/profilefielddefinitions/${key}`, definition());
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('invalid_id');
    },
  );

  it.each([
    'alias',
    'profielfoto',
    'notificationClose',
    'notificationPosition',
    'interfaceLanguage',
  ])('refuses the special property key %s as a field key', async (key) => {
    const res = await adminBrowser.put(`/api/profilefielddefinitions/${key}`, definition());
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('reserved_field_key');
  });

  it.each(['accountEmail', 'termsOfUse', 'privacyStatement', 'cookies'])(
    'keeps the built-in field %s: 409 on change and removal',
    async (key) => {
      expect(
        (await adminBrowser.put(`/api/profilefielddefinitions/${key}`, definition())).status,
      ).toBe(409);
      expect((await adminBrowser.delete(`/api/profilefielddefinitions/${key}`)).status).toBe(409);
    },
  );

  it('accepts every input type with a fitting value type and default', async () => {
    const fitting: [string, Partial<ProfileFieldDefinitionInput>][] = [
      ['aText', { inputType: 'text', type: 'number', defaultValue: '12' }],
      ['aTextarea', { inputType: 'textarea', defaultValue: 'Hallo' }],
      ['anEmail', { inputType: 'email', defaultValue: 'info@example.org' }],
      ['aUrl', { inputType: 'url', defaultValue: 'https://example.org/' }],
      ['aNumber', { inputType: 'number', type: 'number', defaultValue: '-1.5' }],
      ['aDate', { inputType: 'date', type: 'date', defaultValue: '2024-02-29' }],
      ['aSelect', { inputType: 'select', options: ['rood', 'groen'], defaultValue: 'groen' }],
      ['aRadio', { inputType: 'radio', type: 'number', options: ['1', '2'] }],
      ['aCheckbox', { inputType: 'checkbox', type: 'boolean', defaultValue: 'false' }],
    ];
    for (const [key, over] of fitting) {
      const res = await adminBrowser.put(
        `/api/profilefielddefinitions/${key}`,
        definition({ autocomplete: 'off', ...over }),
      );
      expect(res.status, key).toBe(200);
    }
    const keys = (await fieldsOf(adminBrowser)).map((field) => field.key);
    expect(keys).toEqual(expect.arrayContaining(fitting.map(([key]) => key)));
    for (const [key] of fitting) await adminBrowser.delete(`/api/profilefielddefinitions/${key}`);
  });
});

describe('who may change definitions', () => {
  it('answers 401 to a visitor and 403 to a user, and changes nothing', async () => {
    const visitor = new Browser(user.app);
    await visitor.prime();
    expect((await visitor.put('/api/profilefielddefinitions/hack', definition())).status).toBe(401);
    expect((await visitor.delete('/api/profilefielddefinitions/phone')).status).toBe(401);
    expect((await visitor.get('/api/profilefielddefinitions')).status).toBe(401);
    const byUser = await user.put('/api/profilefielddefinitions/hack', definition());
    expect(byUser.status).toBe(403);
    expect(errorOf(byUser).code).toBe('forbidden');
    expect((await user.delete('/api/profilefielddefinitions/phone')).status).toBe(403);
    expect((await staff.put('/api/profilefielddefinitions/hack', definition())).status).toBe(403);
    const keys = (await fieldsOf(adminBrowser)).map((field) => field.key);
    expect(keys).toContain('phone');
    expect(keys).not.toContain('hack');
  });

  it('refuses an admin write without the XSRF header', async () => {
    const res = await adminBrowser.send(
      'PUT',
      '/api/profilefielddefinitions/hack',
      definition(),
      false,
    );
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe('xsrf_failed');
  });
});

describe('values', () => {
  beforeAll(async () => {
    const fields: [string, Partial<ProfileFieldDefinitionInput>][] = [
      ['phone', { required: true }],
      ['website', { inputType: 'url', autocomplete: 'url' }],
      ['workEmail', { inputType: 'email', autocomplete: 'email' }],
      ['birthday', { inputType: 'date', type: 'date', autocomplete: 'bday' }],
      ['shoeSize', { inputType: 'number', type: 'number', autocomplete: 'off' }],
      ['team', { inputType: 'select', autocomplete: 'off', options: ['Noord', 'Zuid'] }],
      ['newsletter', { inputType: 'checkbox', type: 'boolean', autocomplete: 'off' }],
      ['bio', { inputType: 'textarea', autocomplete: 'off' }],
    ];
    for (const [key, over] of fields) {
      const res = await adminBrowser.put(`/api/profilefielddefinitions/${key}`, definition(over));
      if (res.status !== 200) throw new Error(`${key}: ${res.status} ${res.text}`);
    }
  });

  it.each<[string, string, string]>([
    ['phone', '', 'required'],
    ['phone', '   ', 'required'],
    ['phone', 'bel me', 'invalid'],
    ['website', 'geen url', 'invalid'],
    ['website', 'http://192.168.1.1/', 'invalid'],
    ['website', 'javascript:alert(1)', 'invalid'],
    ['workEmail', 'naam@', 'invalid'],
    ['birthday', '2023-02-30', 'invalid'],
    ['birthday', '14-03-2023', 'invalid'],
    ['shoeSize', 'veertig', 'invalid'],
    ['team', 'West', 'notAnOption'],
    ['newsletter', 'ja', 'invalid'],
    ['bio', 'x'.repeat(2001), 'tooLong'],
  ])('refuses %s = %j with 400 naming the field (%s)', async (key, value, code) => {
    const properties =
      key === 'phone'
        ? [{ key, value }]
        : [
            { key: 'phone', value: '06 1234 5678' },
            { key, value },
          ];
    const res = await saveProperties(user, properties);
    expect(res.status).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('invalid_body');
    expect(error.details).toMatchObject({
      field: key,
      problems: [{ path: key, code }],
    });
  });

  it('saves values that fit, keeping the special keys', async () => {
    const properties = [
      { key: 'alias', value: 'anna' },
      { key: 'notificationClose', value: '5' },
      { key: 'phone', value: '+31 (0)6 1234-5678' },
      { key: 'website', value: 'https://anna.example.org/' },
      { key: 'workEmail', value: 'anna@example.org' },
      { key: 'birthday', value: '1990-02-28' },
      { key: 'shoeSize', value: '39.5' },
      { key: 'team', value: 'Zuid' },
      { key: 'newsletter', value: 'true' },
      { key: 'bio', value: 'Regel één\nRegel twee' },
    ];
    const res = await saveProperties(user, properties);
    expect(res.status).toBe(200);
    expect((res.body as ApplicationUser).properties).toEqual(properties);
  });

  it('lets an optional value be emptied, and a field be left out (as an undo does)', async () => {
    const optional = await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'website', value: '' },
    ]);
    expect(optional.status).toBe(200);
    const undo = await saveProperties(user, [{ key: 'alias', value: 'anna' }]);
    expect(undo.status).toBe(200);
    expect((undo.body as ApplicationUser).properties).toEqual([
      { key: 'alias', value: 'anna' },
      { key: 'notificationClose', value: '10' },
    ]);
  });

  it('lets a user without a value for a new required field still save other things', async () => {
    await addUser(db.knex, { email: 'nieuw@example.org', password });
    const newcomer = new Browser(user.app);
    await newcomer.signIn('nieuw@example.org', password);
    const res = await newcomer.put('/api/profiles:loggedIn', {
      firstName: 'Nina',
      properties: [{ key: 'notificationClose', value: '3' }],
    });
    expect(res.status).toBe(200);
  });

  it('keeps a value of a removed field as it was, but refuses to change it', async () => {
    await adminBrowser.put(
      '/api/profilefielddefinitions/oldField',
      definition({ inputType: 'text', autocomplete: 'off' }),
    );
    const kept = [
      { key: 'phone', value: '0612345678' },
      { key: 'oldField', value: 'bewaard' },
    ];
    expect((await saveProperties(user, kept)).status).toBe(200);
    expect((await adminBrowser.delete('/api/profilefielddefinitions/oldField')).status).toBe(204);
    expect((await saveProperties(user, kept)).status).toBe(200);
    const changed = await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'oldField', value: 'anders' },
    ]);
    expect(changed.status).toBe(400);
    expect(errorOf(changed).details).toEqual({ keys: ['oldField'] });
  });

  it('still checks a value whose field changed only when it changes', async () => {
    await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'team', value: 'Noord' },
    ]);
    await adminBrowser.put(
      '/api/profilefielddefinitions/team',
      definition({ inputType: 'select', autocomplete: 'off', options: ['Oost', 'West'] }),
    );
    const same = await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'team', value: 'Noord' },
      { key: 'alias', value: 'anna' },
    ]);
    expect(same.status).toBe(200);
    const moved = await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'team', value: 'Zuid' },
    ]);
    expect(moved.status).toBe(400);
  });
});

describe('staff-only fields', () => {
  beforeAll(async () => {
    await adminBrowser.put(
      '/api/profilefielddefinitions/staffNote',
      definition({
        inputType: 'textarea',
        autocomplete: 'off',
        mett: true,
        label: { nl: 'Notitie voor medewerkers', en: 'Staff note' },
      }),
    );
  });

  it('shows them to Mett users only, and to admins who manage the definitions', async () => {
    expect((await fieldsOf(user)).map((field) => field.key)).not.toContain('staffNote');
    expect((await fieldsOf(staff)).map((field) => field.key)).toContain('staffNote');
    const managed = (await fieldsOf(adminBrowser)).find((field) => field.key === 'staffNote');
    expect(managed).toMatchObject({ mett: true, label: { en: 'Staff note' } });
  });

  it('lets only Mett users fill them in', async () => {
    const byUser = await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'staffNote', value: 'x' },
    ]);
    expect(byUser.status).toBe(400);
    expect(errorOf(byUser).details).toEqual({ keys: ['staffNote'] });
    const byAdmin = await saveProperties(adminBrowser, [{ key: 'staffNote', value: 'x' }]);
    expect(byAdmin.status).toBe(400);
    const byStaff = await saveProperties(staff, [
      { key: 'staffNote', value: 'Sleutel bij de balie' },
    ]);
    expect(byStaff.status).toBe(200);
    expect((byStaff.body as ApplicationUser).properties).toContainEqual({
      key: 'staffNote',
      value: 'Sleutel bij de balie',
    });
  });
});

describe('tenants', () => {
  it('keeps each tenant’s definitions apart, also under the same key', async () => {
    const res = await havenstadAdmin.put(
      '/api/profilefielddefinitions/phone',
      definition({ label: { nl: 'Havenstad telefoon', en: '' }, visibleFor: 'everyone' }),
    );
    expect(res.status).toBe(200);
    await havenstadAdmin.put(
      '/api/profilefielddefinitions/harbourPass',
      definition({ inputType: 'text' }),
    );

    const here = await fieldsOf(adminBrowser);
    expect(here.find((field) => field.key === 'phone')?.label.nl).toBe('Telefoonnummer');
    expect(here.map((field) => field.key)).not.toContain('harbourPass');
    const there = await fieldsOf(havenstadAdmin);
    expect(there.find((field) => field.key === 'phone')?.label.nl).toBe('Havenstad telefoon');
    expect(new Set(there.map((field) => field.platformGuid)).size).toBe(1);
    expect(there[0]?.platformGuid).not.toBe(here[0]?.platformGuid);

    const foreign = await saveProperties(user, [
      { key: 'phone', value: '0612345678' },
      { key: 'harbourPass', value: 'HP-1' },
    ]);
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign).details).toEqual({ keys: ['harbourPass'] });

    expect((await havenstadAdmin.delete('/api/profilefielddefinitions/phone')).status).toBe(204);
    expect((await fieldsOf(adminBrowser)).map((field) => field.key)).toContain('phone');
    expect((await havenstadAdmin.delete('/api/profilefielddefinitions/phone')).status).toBe(404);
  });

  it('does not let a localhost session change another tenant’s definitions', async () => {
    const crossing = new Browser(adminBrowser.app, '127.0.0.1');
    for (const [name, value] of adminBrowser.cookies) crossing.cookies.set(name, value);
    expect((await crossing.delete('/api/profilefielddefinitions/harbourPass')).status).toBe(401);
    expect((await fieldsOf(havenstadAdmin)).map((field) => field.key)).toContain('harbourPass');
  });
});

describe('the labels migration', () => {
  it('gives existing definitions their key as Dutch label and their section as section label', async () => {
    await labelsMigration.down(db.knex);
    try {
      const [platform] = await db.knex('platforms').orderBy('id').select<{ id: number }[]>('id');
      await db.knex('profile_field_definitions').insert([
        { platform_id: platform!.id, key: 'legacyOne', category: 'profile', section: 'oud' },
        { platform_id: platform!.id, key: 'legacyTwo', category: 'profile', section: '' },
      ]);
    } finally {
      await labelsMigration.up(db.knex);
    }
    const rows = await db
      .knex('profile_field_definitions')
      .whereIn('key', ['legacyOne', 'legacyTwo'])
      .orderBy('key')
      .select<{ label: unknown; section_label: unknown }[]>('label', 'section_label');
    expect(rows).toEqual([
      { label: { nl: 'legacyOne', en: '' }, section_label: { nl: 'oud', en: '' } },
      { label: { nl: 'legacyTwo', en: '' }, section_label: { nl: 'legacyTwo', en: '' } },
    ]);
    const listed = (await fieldsOf(adminBrowser)).find((field) => field.key === 'legacyOne');
    expect(listed?.label).toEqual({ nl: 'legacyOne', en: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/fake-api';
import { notificationCloseSeconds, withProperty } from './notification-close';
import {
  invitationAcceptSchema,
  invitationSchema,
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  preferencesSchema,
  profileSchema,
  roleSchema,
} from './schemas';

const errorsOf = (schema: { validateSync: (v: unknown, o: object) => unknown }, value: unknown) => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('form validation', () => {
  it('asks for an e-mail address and a password to sign in', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual([
      'validation.required',
      'validation.required',
    ]);
    expect(errorsOf(loginSchema, { email: 'geen-adres', password: 'x' })).toEqual([
      'validation.email',
    ]);
    expect(errorsOf(loginSchema, { email: 'jan@example.org', password: 'x' })).toEqual([]);
  });

  it('asks for the current password besides the new one, twice, to change the password', () => {
    const next = 'een-lang-nieuw-wachtwoord';
    expect(
      errorsOf(passwordChangeSchema, { currentPassword: '', password: next, passwordRepeat: next }),
    ).toEqual(['validation.required']);
    expect(
      errorsOf(passwordChangeSchema, { currentPassword: 'x', password: next, passwordRepeat: 'y' }),
    ).toEqual(['validation.passwordsDiffer']);
    expect(
      errorsOf(passwordChangeSchema, {
        currentPassword: 'x',
        password: next,
        passwordRepeat: next,
      }),
    ).toEqual([]);
  });

  it('takes new passwords of 12 to 128 characters, typed the same twice', () => {
    expect(errorsOf(newPasswordSchema, { password: 'kort', passwordRepeat: 'kort' })).toEqual([
      'validation.passwordLength',
    ]);
    expect(
      errorsOf(newPasswordSchema, { password: 'a'.repeat(129), passwordRepeat: 'a'.repeat(129) }),
    ).toEqual(['validation.passwordLength']);
    expect(
      errorsOf(newPasswordSchema, { password: 'lang-genoeg-1', passwordRepeat: 'lang-genoeg-2' }),
    ).toEqual(['validation.passwordsDiffer']);
    expect(
      errorsOf(newPasswordSchema, { password: 'lang-genoeg-1', passwordRepeat: 'lang-genoeg-1' }),
    ).toEqual([]);
  });

  it('needs a password to accept an invitation, unless the address already has an account', () => {
    const empty = { firstName: '', middleName: '', lastName: '', password: '', passwordRepeat: '' };
    expect(errorsOf(invitationAcceptSchema(false), empty)).toContain('validation.required');
    expect(errorsOf(invitationAcceptSchema(true), empty)).toEqual([]);
    expect(errorsOf(invitationAcceptSchema(true), { ...empty, password: 'lang-genoeg-1' })).toEqual(
      ['validation.passwordsDiffer'],
    );
  });

  it('limits names to 100 characters', () => {
    expect(
      errorsOf(profileSchema, {
        firstName: 'a'.repeat(101),
        middleName: '',
        lastName: '',
        alias: '',
      }),
    ).toEqual(['validation.tooLong']);
    expect(errorsOf(roleSchema, { name: '  ' })).toEqual(['validation.required']);
  });

  it('takes a whole, non-negative number of seconds for notificationClose', () => {
    const chosen = { notificationPosition: 'bottom-right', interfaceLanguage: 'nl' };
    for (const notificationClose of ['-1', '2.5', 'tien'])
      expect(errorsOf(preferencesSchema, { ...chosen, notificationClose })).toEqual([
        'validation.notificationClose',
      ]);
    expect(preferencesSchema.validateSync({ ...chosen, notificationClose: '0' })).toEqual({
      ...chosen,
      notificationClose: 0,
    });
    expect(preferencesSchema.validateSync(chosen)).toEqual({ ...chosen, notificationClose: 10 });
  });

  it('takes only the notification positions of spec section 5 and the interface languages', () => {
    const fine = {
      notificationClose: '10',
      notificationPosition: 'top-center',
      interfaceLanguage: 'en',
    };
    expect(errorsOf(preferencesSchema, fine)).toEqual([]);
    expect(errorsOf(preferencesSchema, { ...fine, notificationPosition: 'middle' })).toEqual([
      'validation.choice',
    ]);
    expect(errorsOf(preferencesSchema, { ...fine, interfaceLanguage: 'de' })).toEqual([
      'validation.choice',
    ]);
  });

  it('checks an invitation: an e-mail address, roles and flags', () => {
    expect(
      errorsOf(invitationSchema, {
        email: 'x',
        roleIds: [],
        isAdmin: false,
        isContentManager: true,
      }),
    ).toEqual(['validation.email']);
  });
});

describe('notificationClose', () => {
  it('reads the user property, falling back to 10 seconds', () => {
    expect(notificationCloseSeconds(testUser())).toBe(10);
    expect(
      notificationCloseSeconds(
        testUser({ properties: [{ key: 'notificationClose', value: '4' }] }),
      ),
    ).toBe(4);
    expect(
      notificationCloseSeconds(
        testUser({ properties: [{ key: 'notificationClose', value: '-3' }] }),
      ),
    ).toBe(10);
    expect(notificationCloseSeconds(testUser({ properties: [] }))).toBe(10);
    expect(notificationCloseSeconds(null)).toBe(10);
  });

  it('sets, replaces and removes one property', () => {
    const properties = [{ key: 'notificationClose', value: '10' }];
    expect(withProperty(properties, 'alias', 'JdV')).toEqual([
      { key: 'notificationClose', value: '10' },
      { key: 'alias', value: 'JdV' },
    ]);
    expect(withProperty(properties, 'notificationClose', '')).toEqual([]);
  });
});

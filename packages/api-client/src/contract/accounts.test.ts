import { describe, expect, it } from 'vitest';
import { isAutocompleteHint, localizedText, profileFieldValueProblem } from './accounts';
import type { ProfileFieldRule } from './accounts';

const rule = (over: Partial<ProfileFieldRule>): ProfileFieldRule => ({
  inputType: 'text',
  type: 'string',
  options: [],
  required: false,
  ...over,
});

describe('profileFieldValueProblem', () => {
  it('lets an optional field stay empty and asks a required one for a value', () => {
    expect(profileFieldValueProblem(rule({}), '')).toBeNull();
    expect(profileFieldValueProblem(rule({ required: true }), ' ')).toBe('required');
    expect(profileFieldValueProblem(rule({ required: true }), 'x')).toBeNull();
  });

  it('wants a required checkbox checked and a checkbox value to be true or false', () => {
    const box = rule({ inputType: 'checkbox', type: 'boolean' });
    expect(profileFieldValueProblem(box, 'false')).toBeNull();
    expect(profileFieldValueProblem(box, 'ja')).toBe('invalid');
    expect(profileFieldValueProblem({ ...box, required: true }, 'false')).toBe('required');
    expect(profileFieldValueProblem({ ...box, required: true }, 'true')).toBeNull();
  });

  it('checks the form of e-mail, URL, phone, number and date values', () => {
    const cases: [Partial<ProfileFieldRule>, string, boolean][] = [
      [{ inputType: 'email' }, 'info@example.org', true],
      [{ inputType: 'email' }, 'info@', false],
      [{ inputType: 'url' }, 'https://example.org/a', true],
      [{ inputType: 'url' }, 'http://10.0.0.1/', false],
      [{ inputType: 'tel' }, '+31 (0)20 123-4567', true],
      [{ inputType: 'tel' }, '12345', false],
      [{ inputType: 'tel' }, 'bel 0612345678', false],
      [{ inputType: 'number', type: 'number' }, '-12.25', true],
      [{ inputType: 'number', type: 'number' }, '1e5', false],
      [{ inputType: 'date', type: 'date' }, '2024-02-29', true],
      [{ inputType: 'date', type: 'date' }, '2023-02-29', false],
      [{ inputType: 'date', type: 'date' }, '2024/02/29', false],
    ];
    for (const [over, value, fits] of cases) {
      expect(profileFieldValueProblem(rule(over), value), `${over.inputType} ${value}`).toBe(
        fits ? null : 'invalid',
      );
    }
  });

  it('takes only an option of a select or radio field, and at most 2000 characters', () => {
    const select = rule({ inputType: 'select', options: ['Noord', 'Zuid'] });
    expect(profileFieldValueProblem(select, 'Zuid')).toBeNull();
    expect(profileFieldValueProblem(select, 'zuid')).toBe('notAnOption');
    expect(profileFieldValueProblem(rule({}), 'x'.repeat(2001))).toBe('tooLong');
  });
});

describe('localizedText', () => {
  it('shows English when there is English, else Dutch', () => {
    expect(localizedText({ nl: 'Telefoon', en: 'Phone' }, 'en')).toBe('Phone');
    expect(localizedText({ nl: 'Telefoon', en: '' }, 'en')).toBe('Telefoon');
    expect(localizedText({ nl: 'Telefoon', en: 'Phone' }, 'nl')).toBe('Telefoon');
  });
});

describe('isAutocompleteHint', () => {
  it('takes the HTML autofill grammar and nothing else', () => {
    for (const hint of ['off', 'tel', 'work email', 'section-a shipping postal-code', 'bday'])
      expect(isAutocompleteHint(hint), hint).toBe(true);
    for (const hint of ['phone', 'work name', '', 'tel tel', 'section- tel', 'Tel'])
      expect(isAutocompleteHint(hint), hint).toBe(false);
  });
});

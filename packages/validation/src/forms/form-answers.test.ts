import { string } from 'yup';
import { describe, expect, it } from 'vitest';
import { formAnswerProblem, formAnswersProblems, ruleOfProblem } from './form-answers';
import { answersFromFormEntries, emptyFormField, initialAnswers } from './form-fields';
import type { FormField, FormFieldType } from './form-fields';
import { formAnswersSchema } from './form-schemas';
import { isEmail } from './formats';

const field = (type: FormFieldType, over: Partial<FormField> = {}): FormField => ({
  ...emptyFormField(type, type.toLowerCase()),
  label: { nl: type, en: '' },
  ...over,
});

const choice = (display: FormField['display'], over: Partial<FormField> = {}) =>
  field('choice', {
    display,
    options: [
      { value: 'a', label: { nl: 'A', en: '' } },
      { value: 'b', label: { nl: 'B', en: '' } },
    ],
    ...over,
  });

describe('formAnswerProblem: the generic checks of spec section 5 per field type', () => {
  it.each([
    ['email', 'info@example.org', null],
    ['email', 'info@', 'email'],
    ['number', '-12,5', null],
    ['number', '12e3', 'number'],
    ['date', '2024/02/29', null],
    ['date', '2024-02-29', null],
    ['date', '2023/02/29', 'date'],
    ['time', '09:30', null],
    ['time', '09:30:15', 'time'],
    ['color', 'rgba(0, 0, 0, .5)', null],
    ['color', 'red', 'color'],
    ['image', '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f', null],
    ['image', '../etc/passwd', 'image'],
    ['shortText', 'x'.repeat(501), 'tooLong'],
  ] as const)('%s %j gives %j', (type, value, problem) => {
    expect(formAnswerProblem(field(type), value)).toBe(problem);
  });

  it('asks seconds of a time field with seconds', () => {
    expect(formAnswerProblem(field('time', { withSeconds: true }), '09:30:15')).toBeNull();
    expect(formAnswerProblem(field('time', { withSeconds: true }), '09:30')).toBe('time');
  });

  it('takes a masked value only when the mask is complete', () => {
    const phone = field('masked', { mask: 'phone' });
    expect(formAnswerProblem(phone, '(020) 555 - 1234')).toBeNull();
    expect(formAnswerProblem(phone, '(020) 555 - 12__')).toBe('mask');
    expect(formAnswerProblem(phone, '0205551234')).toBe('mask');
  });

  it('takes only the options of a choice, once each', () => {
    expect(formAnswerProblem(choice('radio'), 'a')).toBeNull();
    expect(formAnswerProblem(choice('select'), 'c')).toBe('choice');
    expect(formAnswerProblem(choice('checkboxes'), ['a', 'b'])).toBeNull();
    expect(formAnswerProblem(choice('checkboxes'), ['a', 'a'])).toBe('choice');
    expect(formAnswerProblem(choice('checkboxes'), 'a')).toBe('type');
  });

  it('requires what is required; a consent box must be ticked, a toggle may be off', () => {
    expect(formAnswerProblem(field('shortText', { required: true }), '  ')).toBe('required');
    expect(formAnswerProblem(field('shortText'), '')).toBeNull();
    expect(formAnswerProblem(field('consent', { required: true }), false)).toBe('required');
    expect(formAnswerProblem(field('consent', { required: true }), true)).toBeNull();
    expect(formAnswerProblem(field('toggle', { required: true }), false)).toBeNull();
    expect(formAnswerProblem(choice('checkboxes', { required: true }), [])).toBe('required');
  });

  it('refuses answers of the wrong type and answers to a section', () => {
    expect(formAnswerProblem(field('toggle'), 'true')).toBe('type');
    expect(formAnswerProblem(field('shortText'), ['x'])).toBe('type');
    expect(formAnswerProblem(field('section'), 'x')).toBe('type');
  });
});

describe('custom rules', () => {
  const name = field('shortText', {
    rules: [
      { kind: 'minLength', value: '3', when: 'blur', message: { nl: 'Te kort', en: '' } },
      { kind: 'maxLength', value: '5', when: 'change', message: { nl: '', en: '' } },
    ],
  });

  it('run by their trigger: a blur rule does not run on change, every rule runs on demand', () => {
    expect(formAnswerProblem(name, 'ab', 'change')).toBeNull();
    expect(formAnswerProblem(name, 'ab', 'blur')).toBe('rule.0');
    expect(formAnswerProblem(name, 'abcdef', 'change')).toBe('rule.1');
    expect(formAnswerProblem(name, 'ab')).toBe('rule.0');
    expect(ruleOfProblem(name, 'rule.0')?.message.nl).toBe('Te kort');
    expect(ruleOfProblem(name, 'email')).toBeNull();
  });

  it('bound numbers, dates and the number of choices', () => {
    const age = field('number', {
      rules: [
        { kind: 'min', value: '18', when: 'change', message: { nl: '', en: '' } },
        { kind: 'max', value: '120', when: 'change', message: { nl: '', en: '' } },
      ],
    });
    expect(formAnswerProblem(age, '17')).toBe('rule.0');
    expect(formAnswerProblem(age, '18,5')).toBeNull();
    expect(formAnswerProblem(age, '121')).toBe('rule.1');
    const day = field('date', {
      rules: [
        { kind: 'earliest', value: '2026-01-01', when: 'change', message: { nl: '', en: '' } },
      ],
    });
    expect(formAnswerProblem(day, '2025/12/31')).toBe('rule.0');
    expect(formAnswerProblem(day, '2026/01/01')).toBeNull();
    const topics = choice('checkboxes', {
      rules: [{ kind: 'maxChoices', value: '1', when: 'change', message: { nl: '', en: '' } }],
    });
    expect(formAnswerProblem(topics, ['a', 'b'])).toBe('rule.0');
  });
});

describe('a whole submission', () => {
  const fields = [
    field('email', { key: 'email', required: true }),
    choice('checkboxes', { key: 'topics' }),
    field('consent', { key: 'agree', required: true }),
    field('section', { key: 'intro' }),
  ];

  it('lists every problem, unknown keys included', () => {
    expect(
      formAnswersProblems(fields, { email: 'x', topics: ['z'], agree: false, extra: '1' }),
    ).toEqual({ email: 'email', topics: 'choice', agree: 'required', extra: 'unknown' });
    expect(formAnswersProblems(fields, { email: 'a@b.nl', topics: [], agree: true })).toEqual({});
  });

  it('reads a form posted without JavaScript by the fields', () => {
    const answers = answersFromFormEntries(fields, [
      ['email', 'a@b.nl'],
      ['topics', 'a'],
      ['topics', 'b'],
      ['agree', 'on'],
      ['xsrfToken', 'ignored'],
    ]);
    expect(answers).toEqual({ email: 'a@b.nl', topics: ['a', 'b'], agree: true });
    expect(answersFromFormEntries(fields, [])).toEqual({ email: '', topics: [], agree: false });
    expect(initialAnswers(fields)).toEqual({ email: '', topics: [], agree: false });
  });

  it('gives formik the same verdict through yup', async () => {
    const schema = formAnswersSchema(fields);
    await expect(schema.validate({ email: 'x', topics: [], agree: true })).rejects.toThrow('email');
    await expect(
      schema.validate({ email: 'a@b.nl', topics: [], agree: true }),
    ).resolves.toBeTruthy();
  });
});

describe('isEmail', () => {
  it("agrees with yup's string().email()", () => {
    const yupEmail = string().email();
    for (const value of [
      'info@example.org',
      'a.b+c@sub.example.nl',
      'info@',
      '@example.org',
      'info@example',
      'in fo@example.org',
      'info@-example.org',
      "o'brien@example.ie",
      'x@localhost',
    ]) {
      expect(isEmail(value), value).toBe(yupEmail.isValidSync(value));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { emptyFormField, formContentSchema } from '@plein/validation';
import type { FormContent } from '@plein/validation';
import { newBuilderField, toBuilderValues, toContent } from './builder-values';
import { placeContentProblem } from './content-problems';
import { validateWith } from '../shared/form-problems';

const content: FormContent = {
  title: { nl: ' Aanmelding ', en: '' },
  introduction: { nl: '', en: '' },
  confirmation: { nl: '', en: '' },
  fields: [],
};

describe('the builder values', () => {
  it('give fields an id and leave builder state and stale properties out of the content', () => {
    const values = toBuilderValues(content);
    const field = {
      ...newBuilderField('choice', []),
      label: { nl: ' Kleur ', en: '' },
      options: [{ value: ' rood ', label: { nl: 'Rood', en: '' } }],
      display: 'select' as const,
      withSeconds: true,
      rules: [
        {
          kind: 'minLength' as const,
          value: ' 2 ',
          when: 'blur' as const,
          message: { nl: '', en: '' },
        },
      ],
    };
    expect(field.key).toBe('veld');
    const asTime = { ...field, type: 'time' as const };
    expect(toContent({ ...values, fields: [field, { ...asTime, key: 'tijd' }] })).toEqual({
      ...content,
      title: { nl: 'Aanmelding', en: '' },
      fields: [
        {
          ...emptyFormField('choice', 'veld'),
          label: { nl: 'Kleur', en: '' },
          options: [{ value: 'rood', label: { nl: 'Rood', en: '' } }],
          display: 'select',
          rules: [{ kind: 'minLength', value: '2', when: 'blur', message: { nl: '', en: '' } }],
        },
        {
          ...emptyFormField('time', 'tijd'),
          label: { nl: 'Kleur', en: '' },
          withSeconds: true,
          rules: [{ kind: 'minLength', value: '2', when: 'blur', message: { nl: '', en: '' } }],
        },
      ],
    });
  });
});

describe('the content check', () => {
  const validate = validateWith(formContentSchema, toContent, placeContentProblem);

  it('accepts a draft with empty English texts (Formik would turn them into undefined)', async () => {
    expect(await validate(toBuilderValues(content))).toEqual({});
  });

  it('places problems at inputs, and list problems at their list', async () => {
    const naam = {
      ...newBuilderField('shortText', []),
      key: 'naam',
      label: { nl: 'Naam', en: '' },
    };
    const keuze = { ...newBuilderField('choice', []), key: 'naam', label: { nl: '', en: '' } };
    const errors = await validate({ ...toBuilderValues(content), fields: [naam, keuze] });
    expect(errors).toEqual({
      fieldsList: 'admin:forms.errors.keysUnique',
      fields: [
        undefined,
        {
          label: { nl: 'admin:forms.errors.required' },
          optionsList: 'admin:forms.errors.optionsNeeded',
        },
      ],
    });
  });
});

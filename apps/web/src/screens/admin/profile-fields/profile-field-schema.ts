import { boolean, mixed, object, string } from 'yup';
import {
  builtInProfileFieldKeys,
  isAutocompleteHint,
  profileFieldChoiceTypes,
  profileFieldInputTypes,
  profileFieldKeyPattern,
  profileFieldLimits,
  profileFieldTypesOf,
  profileFieldValueProblem,
  profileFieldValueTypes,
  specialPropertyKeys,
} from '@plein/api-client';
import type {
  ProfileFieldCategory,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  ProfileFieldInputType,
  ProfileFieldValueType,
  ProfileFieldVisibility,
} from '@plein/api-client';

/** The categories, visibilities and input types the form offers, in its order. */
export const fieldCategories: readonly ProfileFieldCategory[] = ['profile', 'security', 'privacy'];
export const fieldVisibilities: readonly ProfileFieldVisibility[] = ['everyone', 'self', 'admins'];

/**
 * Suggested `autocomplete` hints (HTML autofill field names); the admin may type another valid
 * one, e.g. `work tel`.
 */
export const autocompleteSuggestions = [
  'off',
  'name',
  'given-name',
  'family-name',
  'nickname',
  'email',
  'tel',
  'url',
  'bday',
  'sex',
  'organization',
  'organization-title',
  'street-address',
  'postal-code',
  'address-level2',
  'country-name',
  'language',
] as const;

/** The form values of a definition (numbers as typed, options one per line). */
export interface ProfileFieldFormValues {
  key: string;
  labelNl: string;
  labelEn: string;
  category: ProfileFieldCategory;
  section: string;
  sectionLabelNl: string;
  sectionLabelEn: string;
  subsection: string;
  sectionSort: string;
  sort: string;
  visibleFor: ProfileFieldVisibility;
  inputType: ProfileFieldInputType;
  type: ProfileFieldValueType;
  autocomplete: string;
  /** One choice per line (select and radio fields). */
  options: string;
  defaultValue: string;
  required: boolean;
  mett: boolean;
}

/** The values of a new field. */
export const newFieldValues: ProfileFieldFormValues = {
  key: '',
  labelNl: '',
  labelEn: '',
  category: 'profile',
  section: '',
  sectionLabelNl: '',
  sectionLabelEn: '',
  subsection: '',
  sectionSort: '0',
  sort: '0',
  visibleFor: 'everyone',
  inputType: 'text',
  type: 'string',
  autocomplete: 'off',
  options: '',
  defaultValue: '',
  required: false,
  mett: false,
};

/** The form values of a stored definition. */
export function toFormValues(field: ProfileFieldDefinition): ProfileFieldFormValues {
  const inputType = (profileFieldInputTypes as readonly string[]).includes(field.inputType)
    ? (field.inputType as ProfileFieldInputType)
    : 'text';
  const type = (profileFieldValueTypes as readonly string[]).includes(field.type)
    ? (field.type as ProfileFieldValueType)
    : 'string';
  return {
    key: field.key,
    labelNl: field.label.nl,
    labelEn: field.label.en,
    category: field.category,
    section: field.section,
    sectionLabelNl: field.sectionLabel.nl,
    sectionLabelEn: field.sectionLabel.en,
    subsection: field.subsection,
    sectionSort: String(field.sectionSort),
    sort: String(field.sort),
    visibleFor: field.visibleFor,
    inputType,
    type,
    autocomplete: field.autocomplete,
    options: field.options.join('\n'),
    defaultValue: field.defaultValue ?? '',
    required: field.required,
    mett: field.mett,
  };
}

const isChoice = (inputType: ProfileFieldInputType) => profileFieldChoiceTypes.includes(inputType);

/** The choices typed in the options box: one per line, trimmed, empty lines left out. */
export function optionLines(options: string | undefined): string[] {
  return (options ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The body of `PUT /api/profilefielddefinitions/{key}` from valid form values: trimmed texts,
 * numbers, options only for select and radio fields, an empty default as null.
 *
 * @example
 * putField({ key: values.key, field: toDefinitionInput(values) });
 */
export function toDefinitionInput(values: ProfileFieldFormValues): ProfileFieldDefinitionInput {
  const defaultValue = values.defaultValue.trim();
  return {
    label: { nl: values.labelNl.trim(), en: values.labelEn.trim() },
    sectionLabel: { nl: values.sectionLabelNl.trim(), en: values.sectionLabelEn.trim() },
    category: values.category,
    section: values.section.trim(),
    subsection: values.subsection.trim(),
    sectionSort: Number(values.sectionSort),
    sort: Number(values.sort),
    visibleFor: values.visibleFor,
    inputType: values.inputType,
    type: values.type,
    autocomplete: values.autocomplete.trim(),
    options: isChoice(values.inputType) ? optionLines(values.options) : [],
    defaultValue: defaultValue === '' ? null : defaultValue,
    required: values.required,
    mett: values.mett,
  };
}

// Messages are i18next keys; `admin:` ones live in the admin bundle (profileFields.errors).
const required = 'validation.required';
const error = (name: string) => `admin:profileFields.errors.${name}`;
const reservedKeys = new Set<string>([...builtInProfileFieldKeys, ...specialPropertyKeys]);
const {
  label: maxLabel,
  options: maxOptions,
  option: maxOption,
  sort: maxSort,
} = profileFieldLimits;

const label = string().trim().max(maxLabel, error('labelLength'));
const ordinal = string()
  .trim()
  .required(required)
  .test('ordinal', error('sort'), (value) => {
    const number = Number(value);
    return /^-?\d+$/.test(value) && Math.abs(number) <= maxSort;
  });

/**
 * The form's rules, the API's rules (section 3 of the spec, checked again by the API): a key of a
 * lower-case letter and letters or digits that is not built-in, special or (for a new field)
 * taken; Dutch labels; a value type that fits the input type; 1-50 distinct options for select
 * and radio; a default value that fits.
 *
 * @param takenKeys the keys of the existing fields (checked for a new field only).
 */
export function profileFieldSchema(takenKeys: readonly string[], isNew: boolean) {
  return object({
    key: string()
      .trim()
      .required(required)
      .matches(profileFieldKeyPattern, error('key'))
      .test('reserved', error('keyReserved'), (value) => !reservedKeys.has(value))
      .test('taken', error('keyTaken'), (value) => !isNew || !takenKeys.includes(value)),
    labelNl: label.required(required),
    labelEn: label,
    sectionLabelNl: label.required(required),
    sectionLabelEn: label,
    category: mixed<ProfileFieldCategory>().oneOf(fieldCategories).required(required),
    section: string().trim().max(100, error('sectionLength')),
    subsection: string().trim().max(100, error('sectionLength')),
    sectionSort: ordinal,
    sort: ordinal,
    visibleFor: mixed<ProfileFieldVisibility>().oneOf(fieldVisibilities).required(required),
    inputType: mixed<ProfileFieldInputType>().oneOf(profileFieldInputTypes).required(required),
    type: mixed<ProfileFieldValueType>()
      .oneOf(profileFieldValueTypes)
      .required(required)
      .test('fits', error('type'), (value, context) => {
        const { inputType } = context.parent as ProfileFieldFormValues;
        return value !== undefined && profileFieldTypesOf[inputType].includes(value);
      }),
    autocomplete: string()
      .trim()
      .required(required)
      .test('autofill', error('autocomplete'), (value) => isAutocompleteHint(value)),
    options: string().test('options', (value, context) => {
      const values = context.parent as ProfileFieldFormValues;
      if (!isChoice(values.inputType)) return true;
      const lines = optionLines(value);
      const problem =
        lines.length === 0 || lines.length > maxOptions
          ? 'optionsCount'
          : lines.some((line) => line.length > maxOption)
            ? 'optionLength'
            : new Set(lines).size !== lines.length
              ? 'optionsRepeated'
              : values.type === 'number' &&
                  lines.some((line) =>
                    profileFieldValueProblem(
                      { ...values, inputType: 'text', options: [], required: false },
                      line,
                    ),
                  )
                ? 'optionsNumbers'
                : null;
      return problem === null || context.createError({ message: error(problem) });
    }),
    defaultValue: string().test('default', error('defaultValue'), (value, context) => {
      const text = (value ?? '').trim();
      if (text === '') return true;
      const values = context.parent as ProfileFieldFormValues;
      const rule = { ...values, options: optionLines(values.options), required: false };
      return profileFieldValueProblem(rule, text) === null;
    }),
    required: boolean().required(),
    mett: boolean().required(),
  });
}

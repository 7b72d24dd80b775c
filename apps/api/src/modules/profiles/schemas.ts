import {
  isAutocompleteHint,
  profileFieldChoiceTypes,
  profileFieldInputTypes,
  profileFieldKeyPattern,
  profileFieldLimits,
  profileFieldTypesOf,
  profileFieldValueProblem,
  profileFieldValueTypes,
} from '@plein/api-client';
import type { ProfileFieldDefinitionInput, ProfileUpdate } from '@plein/api-client';
import type { Request } from 'express';
import { array, boolean, number, object, string } from 'yup';
import { parseBody } from '../../http/body';
import { ApiError, invalidBody } from '../../http/errors';

const name = string().max(100);

/** The body of `PUT /api/profiles:loggedIn` (see {@link parseProfileUpdate}). */
export const profileUpdateSchema = object({
  firstName: name,
  middleName: name,
  lastName: name,
  properties: array(
    object({ key: string().required().max(100), value: string().defined().max(4000) })
      .noUnknown()
      .strict(),
  ).max(50),
  termsOfUseVersionAccepted: number().integer().min(1).nullable(),
})
  .noUnknown()
  .strict();

/**
 * The body of `PUT /api/profiles:loggedIn`: only names, properties and the accepted terms
 * version. Flags, roleIds, isActive, email, verification or a tenant are unknown keys: 400.
 */
export function parseProfileUpdate(body: unknown): ProfileUpdate {
  return parseBody(profileUpdateSchema, body) satisfies ProfileUpdate;
}

const {
  label: maxLabel,
  options: maxOptions,
  option: maxOption,
  sort: maxSort,
} = profileFieldLimits;

const notBlank = (value: string | undefined) => value === undefined || value.trim() !== '';

/** A label in Dutch (required) and English ('' shows the Dutch one), each up to 80 characters. */
const localizedText = object({
  nl: string().required().max(maxLabel).test('not-blank', '${path} must not be blank', notBlank),
  en: string().defined().max(maxLabel),
})
  .required()
  .noUnknown()
  .strict();

const ordinal = number().required().integer().min(-maxSort).max(maxSort);

/** The shape of `PUT /api/profilefielddefinitions/{key}` (see {@link parseFieldDefinition}). */
export const fieldSchema = object({
  label: localizedText,
  sectionLabel: localizedText,
  category: string()
    .required()
    .oneOf(['profile', 'security', 'privacy'] as const),
  section: string().defined().max(100),
  subsection: string().defined().max(100),
  sectionSort: ordinal,
  sort: ordinal,
  visibleFor: string()
    .required()
    .oneOf(['everyone', 'self', 'admins'] as const),
  inputType: string().required().oneOf(profileFieldInputTypes),
  autocomplete: string()
    .required()
    .max(100)
    .test('autofill', '${path} must be an HTML autofill hint, e.g. off, tel or work email', (v) =>
      v === undefined ? true : isAutocompleteHint(v),
    ),
  defaultValue: string().max(profileFieldLimits.value).nullable().defined(),
  required: boolean().required(),
  type: string().required().oneOf(profileFieldValueTypes),
  options: array(
    string().required().max(maxOption).test('not-blank', '${path} must not be blank', notBlank),
  )
    .required()
    .max(maxOptions),
  mett: boolean().required(),
})
  .noUnknown()
  .strict();

/** The rules between a definition's properties that the shape alone does not tell. */
function definitionProblems(input: ProfileFieldDefinitionInput): string[] {
  const problems: string[] = [];
  if (!profileFieldTypesOf[input.inputType].includes(input.type)) {
    problems.push(
      `type must be ${profileFieldTypesOf[input.inputType].join(' or ')} for inputType ${input.inputType}`,
    );
  }
  const choice = profileFieldChoiceTypes.includes(input.inputType);
  if (choice && input.options.length === 0) {
    problems.push(`options must hold 1 to ${maxOptions} choices for inputType ${input.inputType}`);
  }
  if (!choice && input.options.length > 0) {
    problems.push(`options must be empty for inputType ${input.inputType}`);
  }
  if (new Set(input.options).size !== input.options.length) {
    problems.push('options must not repeat a choice');
  }
  const asValue = { ...input, inputType: 'text', options: [], required: false };
  if (input.options.some((option) => profileFieldValueProblem(asValue, option) !== null)) {
    problems.push(`options must all be of type ${input.type}`);
  }
  const defaultProblem =
    input.defaultValue === null
      ? null
      : profileFieldValueProblem({ ...input, required: false }, input.defaultValue);
  if (defaultProblem) {
    problems.push(`defaultValue does not fit the field (${defaultProblem})`);
  }
  return problems;
}

/**
 * The body of `PUT /api/profilefielddefinitions/{key}`: every property (unknown keys are 400),
 * labels in Dutch and English, an input type of {@link profileFieldInputTypes} with a fitting
 * value type, options for (only) select and radio fields and a default value that fits.
 */
export function parseFieldDefinition(body: unknown): ProfileFieldDefinitionInput {
  const input = parseBody(fieldSchema, body) satisfies ProfileFieldDefinitionInput;
  const problems = definitionProblems(input);
  if (problems.length > 0) throw invalidBody('The field definition is not valid.', { problems });
  return input;
}

/**
 * The `{key}` of a new or changed field: a lower-case letter, then up to 39 letters and digits
 * (`phoneNumber`), so it never collides with a property key of another kind.
 */
export function parseNewFieldKey(req: Request): string {
  const key = req.params.key;
  if (typeof key !== 'string' || !profileFieldKeyPattern.test(key)) {
    throw new ApiError(
      400,
      'invalid_id',
      'A field key is a lower-case letter followed by up to 39 letters and digits.',
      { parameter: 'key' },
    );
  }
  return key;
}

/**
 * The `{key}` of an existing field definition (to delete it): a letter, then letters, digits,
 * `_` or `-` (older keys may have those).
 */
export function parseFieldKey(req: Request): string {
  const key = req.params.key;
  if (typeof key !== 'string' || !/^[A-Za-z][A-Za-z0-9_-]{0,99}$/.test(key)) {
    throw new ApiError(400, 'invalid_id', 'The field key is not valid.', { parameter: 'key' });
  }
  return key;
}

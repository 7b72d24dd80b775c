import { array, boolean, mixed, number, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { formAnswerProblem } from './form-answers';
import type {
  FormAnswer,
  FormChoiceOption,
  FormContent,
  FormField,
  FormFieldRule,
  LocalizedText,
} from './form-fields';
import {
  choiceDisplays,
  formFieldKeyPattern,
  formFieldTypes,
  formMaskPresets,
  formRuleKinds,
  maxFormFields,
  maxFormOptions,
  takesAnswer,
} from './form-fields';
import { membersOf, objectMembersOf, stringMembersOf } from '../schema/test-parts';
import { isGuid } from '../text/guid';
import { isDate, isEmail } from './formats';
import { accessLevels, formActions } from './form-settings';
import type { FormSettings } from './form-settings';
import { formOpenModes } from './open-state';
import type { RuleTrigger } from './rules';

/**
 * yup schema of a submission's answers to `fields`, for formik in the browser and for the API:
 * one test per field by {@link formAnswerProblem}, the error message being the problem code.
 * `trigger` picks the custom rules that run (`demand`, the default, runs all).
 *
 * @example
 * <Formik validationSchema={formAnswersSchema(content.fields, 'blur')} ... />
 */
export function formAnswersSchema(fields: readonly FormField[], trigger: RuleTrigger = 'demand') {
  const shape = Object.fromEntries(
    fields.filter(takesAnswer).map((field) => [
      field.key,
      mixed<FormAnswer>().test('answer', function check(value) {
        const problem = formAnswerProblem(field, value, trigger);
        return problem ? this.createError({ message: problem }) : true;
      }),
    ]),
  );
  return object(shape).noUnknown('unknown');
}

const localizedText = (max: number, nlRequired = false): ObjectSchema<LocalizedText> =>
  object({
    nl: nlRequired ? string().trim().required().max(max) : string().max(max).defined().strict(),
    en: string().max(max).defined().strict(),
  })
    .noUnknown()
    .strict();

const ruleSchema: ObjectSchema<FormFieldRule> = /* @__PURE__ */ object({
  kind: string().oneOf(formRuleKinds).required(),
  value: string()
    .required()
    .max(20)
    .test('bound', 'a number, or a date YYYY-MM-DD for earliest/latest', function bound(value) {
      const { kind } = this.parent as FormFieldRule;
      return kind === 'earliest' || kind === 'latest'
        ? isDate(value) && value.includes('-')
        : Number.isFinite(Number(value));
    }),
  when: string()
    .oneOf(['change', 'blur', 'demand'] as const)
    .required(),
  message: localizedText(300),
})
  .noUnknown()
  .strict();

const optionSchema: ObjectSchema<FormChoiceOption> = /* @__PURE__ */ object({
  value: string().trim().required().max(100),
  label: localizedText(300, true),
})
  .noUnknown()
  .strict();

const fieldSchema: ObjectSchema<FormField> = /* @__PURE__ */ object({
  key: string().required().matches(formFieldKeyPattern, 'key: a-z, digits and _, at most 40'),
  type: string().oneOf(formFieldTypes).required(),
  label: localizedText(300, true),
  help: localizedText(1000),
  required: boolean().required(),
  defaultValue: string().max(500).defined().strict(),
  rules: array(ruleSchema).max(10).required(),
  options: array(optionSchema)
    .max(maxFormOptions)
    .required()
    .test('unique', 'option values must be unique', (options: unknown) =>
      hasNoRepeats(objectMembersOf(options).map((option) => option.value)),
    ),
  display: string().oneOf(choiceDisplays).required(),
  withSeconds: boolean().required(),
  mask: string().oneOf(formMaskPresets).required(),
})
  .noUnknown()
  .strict()
  // Whole-object tests run even when a part is missing or of another type: they read it
  // through test-parts.
  .test(
    'choice-options',
    'a choice field needs at least one option',
    (field: Partial<FormField>) =>
      field.type === 'choice' ? membersOf(field.options).length > 0 : true,
  );

/**
 * yup schema of a form version's content as an administrator writes it: a Dutch title, texts,
 * and at most {@link maxFormFields} fields with unique keys. The API refuses other content with
 * 400; the builder shows the same problems.
 */
export const formContentSchema: ObjectSchema<FormContent> = /* @__PURE__ */ object({
  title: localizedText(200, true),
  introduction: localizedText(5000),
  confirmation: localizedText(2000),
  fields: array(fieldSchema)
    .max(maxFormFields)
    .required()
    .test('unique-keys', 'field keys must be unique', (fields: unknown) =>
      hasNoRepeats(objectMembersOf(fields).map((field) => field.key)),
    ),
})
  .noUnknown()
  .strict();

const isoDateTime = () =>
  string()
    .nullable()
    .defined()
    .test(
      'date-time',
      'an ISO date-time',
      (value) => value === null || !Number.isNaN(Date.parse(value)),
    );

/**
 * yup schema of a form's settings: its open/close state (spec section 3; only Custom carries
 * dates, the close date after the open date), who may submit, the actions, the addresses that
 * Notify mails, how long submissions are kept and whether a signed-in submitter gets a copy.
 */
export const formSettingsSchema: ObjectSchema<FormSettings> = /* @__PURE__ */ object({
  openMode: string().oneOf(formOpenModes).required(),
  openDate: isoDateTime(),
  closeDate: isoDateTime(),
  accessLevel: string().oneOf(accessLevels).required(),
  roleIds: array(string().required().max(64)).max(100).required(),
  actions: array(string().oneOf(formActions).required())
    .required()
    .min(1, 'at least one action')
    .test('unique', 'actions must be unique', (actions: unknown) =>
      hasNoRepeats(stringMembersOf(actions)),
    ),
  notifyAddresses: array(
    string()
      .required()
      .max(254)
      .test('email', 'an e-mail address', (value) => isEmail(value)),
  )
    .max(20)
    .required(),
  retentionDays: number().integer().min(1).max(36_500).nullable().defined(),
  confirmToSubmitter: boolean().defined(),
  publication: object({
    listBlockGuid: string()
      .required()
      .test('guid', 'a guid', (value) => isGuid(value)),
    titleField: string()
      .defined()
      .test('key', 'a field key', (value) => value === '' || formFieldKeyPattern.test(value)),
    shownFields: array(
      string()
        .required()
        .test('key', 'a field key', (value) => formFieldKeyPattern.test(value)),
    )
      .max(maxFormFields)
      .required(),
  })
    .noUnknown()
    .strict()
    .nullable()
    .defined(),
})
  .noUnknown()
  .strict()
  .test(
    'order',
    'the close date must come after the open date',
    ({ openDate, closeDate }: Partial<Record<keyof FormSettings, unknown>>) =>
      typeof openDate === 'string' && typeof closeDate === 'string' && openDate && closeDate
        ? Date.parse(closeDate) > Date.parse(openDate)
        : true,
  )
  .test('custom-only', 'only Custom has dates', (settings: Partial<FormSettings>) =>
    settings.openMode === 'Custom' ? true : !settings.openDate && !settings.closeDate,
  )
  // Without a role, nobody but an administrator could submit a Roles form.
  .test('roles', 'Roles needs at least one role', (settings: Partial<FormSettings>) =>
    settings.accessLevel === 'Roles' ? membersOf(settings.roleIds).length > 0 : true,
  )
  .test(
    'notify-addresses',
    'Notify needs at least one address',
    (settings: Partial<FormSettings>) =>
      stringMembersOf(settings.actions).includes('Notify')
        ? membersOf(settings.notifyAddresses).length > 0
        : true,
  );

/** True when no text comes twice (a value that is not text is for its own check to refuse). */
function hasNoRepeats(values: readonly unknown[]): boolean {
  const texts = values.filter((value) => typeof value === 'string');
  return new Set(texts).size === texts.length;
}

import { applyMask, isMaskComplete, maskPresets } from '../masks/mask';
import type { FormAnswer, FormAnswers, FormField, FormFieldRule } from './form-fields';
import {
  answersMany,
  answersOnOff,
  maxLongTextLength,
  maxShortTextLength,
  takesAnswer,
} from './form-fields';
import { isGuid } from '../text/guid';
import { isColor, isDate, isEmail, isTime } from './formats';
import { shouldRunRules } from './rules';
import type { RuleTrigger } from './rules';

/**
 * Why an answer is refused: a generic check (`required`, `tooLong`, `email`, `number`, `date`,
 * `time`, `color`, `choice`, `mask`, `image`, `type`) or a custom rule of the field, `rule.{index}`.
 * Screens turn the code into text with {@link ruleOfProblem} and their own messages.
 */
export type FormAnswerProblem = string;

const numberShape = /^-?\d{1,15}([.,]\d{1,10})?$/;

/** A number written with a decimal point or comma, as a number; NaN when it is not one. */
export function parseFormNumber(value: string): number {
  return numberShape.test(value.trim()) ? Number(value.trim().replace(',', '.')) : Number.NaN;
}

const isEmpty = (value: FormAnswer | undefined): boolean =>
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function hasAnswerType(field: FormField, value: FormAnswer): boolean {
  if (answersOnOff(field)) return typeof value === 'boolean';
  if (answersMany(field)) return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === 'string';
}

function formatProblem(field: FormField, value: string | string[]): FormAnswerProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const optionValues = field.options.map((option) => option.value);
  switch (field.type) {
    case 'shortText':
      return text.length > maxShortTextLength ? 'tooLong' : null;
    case 'longText':
      return text.length > maxLongTextLength ? 'tooLong' : null;
    case 'email':
      return text.length > 254 || !isEmail(text) ? 'email' : null;
    case 'number':
      return Number.isNaN(parseFormNumber(text)) ? 'number' : null;
    case 'date':
      return isDate(text) ? null : 'date';
    case 'time':
      return isTime(text) && text.length === (field.withSeconds ? 8 : 5) ? null : 'time';
    case 'color':
      return isColor(text) ? null : 'color';
    // The guid of an upload; the server also checks it is an unclaimed upload into this form.
    case 'image':
      return isGuid(value) ? null : 'image';
    case 'masked': {
      const mask = maskPresets[field.mask];
      return isMaskComplete(mask, text) && applyMask(mask, text) === text ? null : 'mask';
    }
    case 'choice':
      return (Array.isArray(value) ? value : [text]).every((v) => optionValues.includes(v)) &&
        (!Array.isArray(value) || new Set(value).size === value.length)
        ? null
        : 'choice';
    default:
      return null;
  }
}

function ruleHolds(field: FormField, rule: FormFieldRule, value: string | string[]): boolean {
  const text = typeof value === 'string' ? value.trim() : '';
  const bound = Number(rule.value);
  switch (rule.kind) {
    case 'minLength':
      return [...text].length >= bound;
    case 'maxLength':
      return [...text].length <= bound;
    case 'min':
      return parseFormNumber(text) >= bound;
    case 'max':
      return parseFormNumber(text) <= bound;
    // Dates compare as text once written the same way (YYYY-MM-DD).
    case 'earliest':
      return text.replaceAll('/', '-') >= rule.value;
    case 'latest':
      return text.replaceAll('/', '-') <= rule.value;
    case 'minChoices':
      return Array.isArray(value) && value.length >= bound;
    case 'maxChoices':
      return Array.isArray(value) && value.length <= bound;
  }
}

/**
 * Why `value` is not a fine answer to `field`, or null when it is. Checks, in order: the answer's
 * type, `required` (a consent box must be ticked), the field type's generic check (spec
 * section 5), then the field's custom rules that run on `trigger` (the server uses `demand`,
 * which runs them all). An empty optional answer passes.
 *
 * @example
 * formAnswerProblem(emailField, 'info@', 'blur'); // 'email'
 */
export function formAnswerProblem(
  field: FormField,
  value: FormAnswer | undefined,
  trigger: RuleTrigger = 'demand',
): FormAnswerProblem | null {
  if (!takesAnswer(field)) return value === undefined ? null : 'type';
  if (value !== undefined && !hasAnswerType(field, value)) return 'type';
  if (isEmpty(value)) return field.required && field.type !== 'toggle' ? 'required' : null;
  if (typeof value === 'boolean') return null;
  const problem = formatProblem(field, value!);
  if (problem) return problem;
  const failed = field.rules.findIndex(
    (rule) => shouldRunRules(rule.when, trigger) && !ruleHolds(field, rule, value!),
  );
  return failed >= 0 ? `rule.${failed}` : null;
}

/**
 * The problems of a whole submission by field key (empty when it is fine). Answers to keys the
 * form does not have are problems too (`unknown`), so nothing unasked is stored.
 */
export function formAnswersProblems(
  fields: readonly FormField[],
  answers: FormAnswers,
  trigger: RuleTrigger = 'demand',
): Record<string, FormAnswerProblem> {
  const problems: Record<string, FormAnswerProblem> = {};
  const known = new Set(fields.filter(takesAnswer).map((field) => field.key));
  for (const key of Object.keys(answers)) if (!known.has(key)) problems[key] = 'unknown';
  for (const field of fields) {
    const problem = formAnswerProblem(field, answers[field.key], trigger);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/** The custom rule a problem code names (`rule.{index}`), or null for a generic check. */
export function ruleOfProblem(field: FormField, problem: FormAnswerProblem): FormFieldRule | null {
  const match = /^rule\.(\d+)$/.exec(problem);
  return match ? (field.rules[Number(match[1])] ?? null) : null;
}

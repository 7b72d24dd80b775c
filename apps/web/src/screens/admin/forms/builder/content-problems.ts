import { problemMessage } from '../shared/form-problems';
import type { ProblemPlace } from '../shared/form-problems';

/** Where the content form shows problems that are not about one input. */
export const contentListErrors = {
  /** The whole form's problems (unique keys, too many fields, anything unplaced). */
  fields: 'fieldsList',
  options: (index: number) => `fields[${index}].optionsList`,
  rules: (index: number) => `fields[${index}].rulesList`,
} as const;

const leafMessages: Record<string, string> = {
  required: 'required',
  max: 'tooLong',
  matches: 'key',
  bound: 'ruleValue',
  trim: 'trim',
};

/**
 * Places a problem of `formContentSchema` (or of the API, `kind` `refused`) in the builder: an
 * input's own problem at that input; the problems of a list (unique keys or option values, a
 * choice without options, too many entries) at the list.
 *
 * @example
 * placeContentProblem('fields[1].key', 'matches');
 * // { field: 'fields[1].key', message: 'admin:forms.errors.key' }
 */
export function placeContentProblem(path: string, kind: string): ProblemPlace {
  const field = /^fields\[(\d+)\]/.exec(path);
  const index = Number(field?.[1]);
  if (field && path === field[0]) {
    return {
      field: contentListErrors.options(index),
      message: problemMessage(kind === 'choice-options' ? 'optionsNeeded' : 'fieldRefused'),
    };
  }
  if (field && path === `${field[0]}.options`) {
    const message = { unique: 'optionsUnique', max: 'tooManyOptions' }[kind] ?? 'optionsRefused';
    return { field: contentListErrors.options(index), message: problemMessage(message) };
  }
  if (field && path === `${field[0]}.rules`) {
    return {
      field: contentListErrors.rules(index),
      message: problemMessage(kind === 'max' ? 'tooManyRules' : 'rulesRefused'),
    };
  }
  const known = /^(title|introduction|confirmation)\.(nl|en)$/.test(path) || field !== null;
  if (!known || path === 'fields') {
    const message = { 'unique-keys': 'keysUnique', max: 'tooManyFields' }[kind] ?? 'contentRefused';
    return { field: contentListErrors.fields, message: problemMessage(message) };
  }
  return { field: path, message: problemMessage(leafMessages[kind] ?? 'refused') };
}

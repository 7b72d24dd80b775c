import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { boolean, object, string } from 'yup';
import type { ObjectSchema, Schema } from 'yup';
import { localizedText, profileFieldInputTypes, profileFieldValueProblem } from '@plein/api-client';
import type {
  ApiErrorBody,
  ApplicationUser,
  ProfileFieldCategory,
  ProfileFieldDefinition,
  ProfileFieldInputType,
  ProfileFieldValueProblem,
  ProfileProperty,
} from '@plein/api-client';

/** A tenant's own field the account screens render (its input type is one they know). */
export type TenantField = ProfileFieldDefinition & { inputType: ProfileFieldInputType };

/**
 * The form values of tenant fields, by key: a checkbox holds a boolean, the others text (Formik
 * makes the value of a number input a number).
 */
export type TenantFieldValues = Record<string, string | number | boolean>;

/** The fields of one section, under its label. */
export interface TenantFieldSection {
  section: string;
  label: string;
  fields: TenantField[];
}

const knownInputType = (field: ProfileFieldDefinition): field is TenantField =>
  (profileFieldInputTypes as readonly string[]).includes(field.inputType);

/**
 * The tenant's own fields of an account category the user fills in: not built-in, of a known
 * input type, and staff-only (`mett`) fields for Mett users only.
 *
 * @example
 * tenantFieldsOf(definitions, 'profile', user);
 */
export function tenantFieldsOf(
  definitions: readonly ProfileFieldDefinition[],
  category: ProfileFieldCategory,
  user: Pick<ApplicationUser, 'isMett'>,
): TenantField[] {
  return definitions
    .filter((field) => !field.builtIn && field.category === category)
    .filter((field) => !field.mett || user.isMett)
    .filter(knownInputType);
}

/**
 * The fields grouped by section, sections by their order (`sectionSort`) and fields by theirs
 * (`sort`, then key); a section's label is its first field's, in `language`.
 */
export function groupTenantFields(
  fields: readonly TenantField[],
  language: string,
): TenantFieldSection[] {
  const sorted = [...fields].sort(
    (a, b) =>
      a.sectionSort - b.sectionSort ||
      a.section.localeCompare(b.section) ||
      a.sort - b.sort ||
      a.key.localeCompare(b.key),
  );
  const sections: TenantFieldSection[] = [];
  for (const field of sorted) {
    const last = sections.at(-1);
    if (last?.section === field.section) last.fields.push(field);
    else
      sections.push({
        section: field.section,
        label: localizedText(field.sectionLabel, language),
        fields: [field],
      });
  }
  return sections;
}

/** The stored value of a field, or its default when the user has none. */
function storedValue(field: TenantField, properties: readonly ProfileProperty[]): string {
  return properties.find((p) => p.key === field.key)?.value ?? field.defaultValue ?? '';
}

/** The form values of the fields for a user: stored values, else the fields' defaults. */
export function tenantFieldValues(
  fields: readonly TenantField[],
  user: Pick<ApplicationUser, 'properties'>,
): TenantFieldValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = storedValue(field, user.properties);
      return [field.key, field.inputType === 'checkbox' ? value === 'true' : value];
    }),
  );
}

/**
 * A form value as the property stores it: trimmed text (a number with a decimal point, also when
 * typed with a Dutch comma), a checkbox `true` or `false`.
 */
export function propertyText(
  field: TenantField,
  value: string | number | boolean | undefined,
): string {
  if (field.inputType === 'checkbox') return value === true ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = typeof value === 'string' ? value.trim() : '';
  return field.type === 'number' ? text.replace(/^(-?\d+),(\d+)$/, '$1.$2') : text;
}

/**
 * The full properties list with the fields' values set: changed in place, new ones appended,
 * emptied ones removed; every other key (alias, notificationClose, other sections' fields) kept.
 *
 * @example
 * update({ properties: withTenantFieldValues(user.properties, fields, values.fields) });
 */
export function withTenantFieldValues(
  properties: readonly ProfileProperty[],
  fields: readonly TenantField[],
  values: TenantFieldValues,
): ProfileProperty[] {
  const next = new Map(properties.map((p) => [p.key, p.value]));
  for (const field of fields) {
    const value = propertyText(field, values[field.key]);
    if (value === '') next.delete(field.key);
    else next.set(field.key, value);
  }
  return [...next].map(([key, value]) => ({ key, value }));
}

/** The i18next key (common namespace) of a value problem of a field. */
export function problemMessage(field: TenantField, problem: ProfileFieldValueProblem): string {
  if (problem === 'required') return 'validation.required';
  if (problem !== 'invalid') return `account.fields.errors.${problem}`;
  const kind = field.type === 'number' ? 'number' : field.inputType;
  const described = ['email', 'url', 'tel', 'number', 'date'].includes(kind) ? kind : 'other';
  return `account.fields.errors.invalid.${described}`;
}

/**
 * The yup schema of the fields' form values, built from their definitions with the rule the API
 * uses ({@link profileFieldValueProblem}); messages are i18next keys.
 *
 * @example
 * profileSchema.shape({ fields: tenantFieldsSchema(fields) });
 */
export function tenantFieldsSchema(
  fields: readonly TenantField[],
): ObjectSchema<TenantFieldValues> {
  const shape: Record<string, Schema> = {};
  for (const field of fields) {
    shape[field.key] =
      field.inputType === 'checkbox'
        ? boolean().test('required', 'validation.required', (v) => !field.required || v === true)
        : string().test('fits', (value, context) => {
            const problem = profileFieldValueProblem(field, propertyText(field, value));
            return (
              problem === null || context.createError({ message: problemMessage(field, problem) })
            );
          });
  }
  return object(shape);
}

/**
 * The field errors of a refused save (the API's `details.problems` of `{ path, code }`), as
 * Formik errors under `fields`; null when the refusal names no field of the form.
 */
export function serverFieldErrors(
  error: FetchBaseQueryError | SerializedError | undefined,
  fields: readonly TenantField[],
): Record<string, string> | null {
  const body = (error && 'data' in error ? error.data : undefined) as
    Partial<ApiErrorBody> | undefined;
  const problems = (body?.error?.details as { problems?: unknown } | undefined)?.problems;
  if (!Array.isArray(problems)) return null;
  const errors: Record<string, string> = {};
  for (const problem of problems as { path?: unknown; code?: unknown }[]) {
    const field = fields.find((f) => f.key === problem.path);
    if (field && typeof problem.code === 'string') {
      errors[field.key] = problemMessage(field, problem.code as ProfileFieldValueProblem);
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

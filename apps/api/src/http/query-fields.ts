import { number, Schema } from 'yup';
import type { NumberSchema } from 'yup';
import { assertSafeInput } from './input-guard';

declare module 'yup' {
  /** What a field of a query schema carries besides its rules (see `parseQuery`). */
  interface CustomSchemaMetadata {
    /** What the parameter means; the OpenAPI document and the reference page show it. */
    description?: string;
    /** A value as written in the URL that works on the demo sites; the tests call with it. */
    example?: string;
    /** The parameter holds JSON (`?filter={…}`), checked by the field's schema once parsed. */
    json?: boolean;
    /** Merged into the field's JSON Schema: what a custom `.test()` checks (`format: 'date'`). */
    jsonSchema?: Record<string, unknown>;
  }
}

/** How the text of a query parameter becomes the value its field checks. */
export type QueryValueKind = 'text' | 'number' | 'boolean' | 'list' | 'json';

/** The kind of value a field of a query schema takes, from its yup type and meta. */
export function queryValueKind(field: Schema): QueryValueKind {
  if (field.meta()?.json) return 'json';
  if (field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'array') return 'list';
  return 'text';
}

/** The value read from a parameter's text, or why the text is not of its kind. */
export type QueryValue = { ok: true; value: unknown } | { ok: false; problem: string };

// Only plain decimals: yup's own cast would take ` 5`, `1e3` and `0x10` as numbers.
const decimal = /^-?\d+(\.\d+)?$/;

/**
 * Reads the text of the query parameter `name` for its field: a number from decimal digits,
 * `true`/`false` for a boolean, a comma-separated list (entries trimmed, empty ones dropped) for
 * an array, parsed JSON for a `json` field (refused like a body when it holds `__proto__` or
 * nests too deep), the text itself otherwise.
 *
 * @example
 * readQueryValue(number(), 'page', '2'); // { ok: true, value: 2 }
 * readQueryValue(number(), 'page', 'abc'); // { ok: false, problem: 'page must be a number' }
 */
export function readQueryValue(field: Schema, name: string, text: string): QueryValue {
  switch (queryValueKind(field)) {
    case 'number':
      return decimal.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, problem: `${name} must be a number` };
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { ok: true, value: text === 'true' }
        : { ok: false, problem: `${name} must be true or false` };
    case 'list':
      return {
        ok: true,
        value: text
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      };
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { ok: false, problem: `${name} must be JSON` };
      }
      assertSafeInput(value, 'query');
      return { ok: true, value };
    }
    case 'text':
      return { ok: true, value: text };
  }
}

/**
 * A whole number from `min` to `max` with one message for every way a value misses.
 *
 * @example
 * object({ page: wholeNumber(1, 1_000_000).default(1) });
 */
export function wholeNumber(min: number, max: number): NumberSchema {
  const message = `\${path} must be a whole number from ${min} to ${max}`;
  return number().integer(message).min(min, message).max(max, message);
}

/** The field of `name` in a query schema's fields, or undefined for a name it does not know. */
export function queryField(fields: Record<string, unknown>, name: string): Schema | undefined {
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return field instanceof Schema ? field : undefined;
}

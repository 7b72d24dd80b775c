import type { AnyObjectSchema } from 'yup';
import { queryField, queryValueKind, readQueryValue } from '../http/query-fields';
import type { JsonSchema } from './json-schema';
import { yupToJsonSchema } from './json-schema';

/** One query parameter of an operation, read from the field of its query schema. */
export interface QueryParameter {
  name: string;
  required: boolean;
  description: string | undefined;
  /** A value as written in the URL (`meta({ example })`). */
  example: string | undefined;
  /** The OpenAPI parameter object. */
  openApi: Record<string, unknown>;
}

/**
 * The parameters of a query schema (`ApiOperation.query`), in the order of its fields: required
 * unless the field is optional, described by its meta, the value's JSON Schema converted from the
 * field. A `json` field is a string holding JSON of the field's schema; an array field is a
 * comma-separated list (`explode: false`).
 *
 * @example
 * queryParameters(object({ page: wholeNumber(1, 9).default(1).meta({ description: 'The page.' }) }));
 * // [{ name: 'page', required: false, description: 'The page.', example: undefined, openApi: { … } }]
 */
export function queryParameters(schema: AnyObjectSchema | undefined): QueryParameter[] {
  if (!schema) return [];
  return Object.keys(schema.fields).flatMap((name) => {
    const field = queryField(schema.fields, name);
    if (!field) return [];
    const { description, example } = field.meta() ?? {};
    const required = !field.describe().optional;
    const kind = queryValueKind(field);
    const value: JsonSchema =
      kind === 'json'
        ? {
            type: 'string',
            contentMediaType: 'application/json',
            contentSchema: yupToJsonSchema(field),
          }
        : yupToJsonSchema(field);
    const openApi: Record<string, unknown> = {
      name,
      in: 'query',
      required,
      ...(description === undefined ? {} : { description }),
      schema: value,
      ...(kind === 'list' ? { explode: false } : {}),
    };
    if (example !== undefined) {
      const read = readQueryValue(field, name, example);
      if (!read.ok) throw new Error(`The example of query parameter ${name}: ${read.problem}.`);
      // The document's example is a value of the schema; JSON stays the text it is sent as.
      openApi.example = kind === 'json' ? example : read.value;
    }
    return [{ name, required, description, example, openApi }];
  });
}

import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { Schema } from 'yup';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a yup schema accepts, for the OpenAPI document. The converter reads
 * the types, required keys, enums, lengths and patterns; this adds what it leaves out: objects
 * built with `.noUnknown()` refuse other keys, and `mixed()` accepts any JSON. Custom `.test()`
 * rules cannot be expressed; the route's description names them where they matter.
 *
 * @example
 * yupToJsonSchema(object({ name: string().required() }).noUnknown());
 * // { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false }
 */
export function yupToJsonSchema(schema: Schema): JsonSchema {
  return refine(schema, convertSchema(schema as Parameters<typeof convertSchema>[0]) as JsonSchema);
}

interface YupShape {
  type: string;
  spec?: { noUnknown?: boolean };
  fields?: Record<string, Schema>;
  innerType?: Schema;
}

function refine(schema: Schema, json: JsonSchema): JsonSchema {
  const yup = schema as unknown as YupShape;
  const result: JsonSchema = { ...json };
  // yup gives every object a default of {}; a client must still send the object.
  if (yup.type === 'object') delete result.default;
  // mixed() converts to `type: []`, which nothing matches; it means any JSON value.
  if (Array.isArray(result.type) && result.type.length === 0) delete result.type;
  if (yup.type === 'object' && yup.fields) {
    if (yup.spec?.noUnknown) result.additionalProperties = false;
    const properties = result.properties as Record<string, JsonSchema> | undefined;
    if (properties) {
      result.properties = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => {
          const field = yup.fields?.[key];
          return [key, field ? refine(field, value) : value];
        }),
      );
    }
  }
  if (yup.type === 'array' && yup.innerType && typeof result.items === 'object') {
    result.items = refine(yup.innerType, result.items as JsonSchema);
  }
  return result;
}

import type { ApiOperation } from '../../src/openapi/operation';
import type { JsonSchema } from '../../src/openapi/json-schema';
import { yupToJsonSchema } from '../../src/openapi/json-schema';

/**
 * Values of the wrong type for any part of a body: a boolean, a number or a string where
 * something else goes, null, an object, an array of null (issue 31.5: `"actions": true`,
 * `"fields": [null]`). Put in place of an array's member, they make the arrays of wrong members.
 */
export const wrongValues: readonly unknown[] = [true, 1, '<x>', null, {}, [null]];

// A string no check takes (not a guid, address, host, URL or plain text), so a sample body
// changes nothing by itself; a refusal still walks every part.
const sampleText = '<x>';
const sampleKeys = ['x', '00000000-0000-4000-8000-000000000000'];
const maxDepth = 6;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Property names a `propertyNames` pattern allows, from {@link sampleKeys}. */
function sampleKey(schema: JsonSchema): string {
  const names = schema.propertyNames;
  const pattern = isSchema(names) && typeof names.pattern === 'string' ? names.pattern : null;
  return sampleKeys.find((key) => !pattern || new RegExp(pattern, 'u').test(key)) ?? 'x';
}

/** `allOf` of a base and `if { const } then { properties }` parts: one schema per condition. */
function conditionalSchemas(parts: JsonSchema[]): JsonSchema[] {
  const base = parts.filter((part) => !('if' in part));
  const merged = (extra: JsonSchema[]): JsonSchema => {
    const all = [...base, ...extra];
    return {
      type: 'object',
      properties: Object.assign({}, ...all.map((part) => part.properties ?? {})) as JsonSchema,
    };
  };
  const conditions = parts.filter((part) => 'if' in part);
  if (conditions.length === 0) return [merged([])];
  return conditions.map((part) => merged([part.if as JsonSchema, part.then as JsonSchema]));
}

/**
 * Values shaped as `schema` says: one per alternative (`oneOf`, `anyOf`, `if`/`then`), so every
 * part of every alternative is in one of them. Strings are {@link sampleText} unless an enum or
 * const says otherwise.
 */
export function shapedSamples(schema: JsonSchema, depth = 0): unknown[] {
  if (depth > maxDepth) return [sampleText];
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return [schema.enum[0]];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives)) {
      return alternatives.filter(isSchema).flatMap((each) => shapedSamples(each, depth));
    }
  }
  if (Array.isArray(schema.allOf)) {
    return conditionalSchemas(schema.allOf.filter(isSchema)).flatMap((each) =>
      shapedSamples(each, depth),
    );
  }
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((each) => each !== 'null') ?? types[0];
  if (type === 'object' || isSchema(schema.properties) || isSchema(schema.additionalProperties)) {
    return objectSamples(schema, depth);
  }
  if (type === 'array') {
    const items = isSchema(schema.items) ? schema.items : {};
    return shapedSamples(items, depth + 1).map((member) => [member]);
  }
  if (type === 'integer' || type === 'number') {
    return [typeof schema.minimum === 'number' ? schema.minimum : 1];
  }
  if (type === 'boolean') return [false];
  if (type === 'null') return [null];
  return [sampleText];
}

/** An object with every property's first sample, and one more per property's other samples. */
function objectSamples(schema: JsonSchema, depth: number): unknown[] {
  const properties: [string, JsonSchema][] = isSchema(schema.properties)
    ? Object.entries(schema.properties).filter((entry): entry is [string, JsonSchema] =>
        isSchema(entry[1]),
      )
    : [];
  if (properties.length === 0 && isSchema(schema.additionalProperties)) {
    properties.push([sampleKey(schema), schema.additionalProperties]);
  }
  const samples = properties.map(([key, part]) => [key, shapedSamples(part, depth + 1)] as const);
  const first = Object.fromEntries(samples.map(([key, values]) => [key, values[0]]));
  return [
    first,
    ...samples.flatMap(([key, values]) =>
      values.slice(1).map((value) => ({ ...first, [key]: value })),
    ),
  ];
}

/** Every path to a part of `value` (the whole value is the empty path). */
function partPaths(value: unknown, depth = 0): (string | number)[][] {
  const paths: (string | number)[][] = [[]];
  if (depth >= maxDepth || typeof value !== 'object' || value === null) return paths;
  for (const [key, part] of Object.entries(value)) {
    const index = Array.isArray(value) ? Number(key) : key;
    for (const rest of partPaths(part, depth + 1)) paths.push([index, ...rest]);
  }
  return paths;
}

/** `value` with the part at `path` replaced by `replacement`. */
function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[Number(head)] = replaced(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

/** The JSON Schema of an operation's JSON body, or null when it takes none (or a file). */
export function bodySchema(operation: ApiOperation): JsonSchema | null {
  const { body } = operation;
  if (body === undefined || body === 'multipart') return null;
  return 'jsonSchema' in body ? body.jsonSchema : yupToJsonSchema(body);
}

/** The top-level part of `value` that holds `path`, as JSON text (the whole value for `[]`). */
const topPartAt = (value: unknown, path: (string | number)[]): string | undefined =>
  JSON.stringify(path.length === 0 ? value : (value as Record<string | number, unknown>)[path[0]!]);

/**
 * Bodies (as JSON text) for an operation: each sample of its body's schema with one part, or
 * the whole body, replaced by each of {@link wrongValues}; just those values for an operation
 * without a described body. A sample after the first has its parts replaced only in the
 * top-level parts where it differs from the first (the others were walked there). No two alike.
 */
export function hostileShapedBodies(operation: ApiOperation): string[] {
  const schema = bodySchema(operation);
  const [first = {}, ...others] = schema ? shapedSamples(schema) : [];
  const bodies = new Set<string>();
  for (const sample of [first, ...others]) {
    for (const path of partPaths(sample)) {
      if (sample !== first && topPartAt(sample, path) === topPartAt(first, path)) continue;
      for (const value of wrongValues) bodies.add(JSON.stringify(replaced(sample, path, value)));
    }
  }
  return [...bodies];
}

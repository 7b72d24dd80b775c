import { describe, expect, it } from 'vitest';
import { array, boolean, object, string } from 'yup';
import { wholeNumber } from '../http/query-fields';
import { queryParameters } from './query-parameters';

describe('queryParameters', () => {
  it('describes each field of a query schema as an OpenAPI parameter', () => {
    const schema = object({
      q: string().required().max(200).meta({ description: 'The words.', example: 'fiets' }),
      page: wholeNumber(1, 50).default(1).meta({ description: 'The page.', example: '2' }),
      all: boolean().default(false).meta({ description: 'Everything.', example: 'true' }),
      keys: array(string().required().oneOf(['a', 'b']))
        .min(1)
        .meta({ description: 'Keys.', example: 'a,b' }),
      day: string().meta({ description: 'A day.', jsonSchema: { format: 'date' } }),
    });
    expect(queryParameters(schema).map((parameter) => parameter.openApi)).toEqual([
      {
        name: 'q',
        in: 'query',
        required: true,
        description: 'The words.',
        schema: { type: 'string', maxLength: 200 },
        example: 'fiets',
      },
      {
        name: 'page',
        in: 'query',
        required: false,
        description: 'The page.',
        schema: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
        example: 2,
      },
      {
        name: 'all',
        in: 'query',
        required: false,
        description: 'Everything.',
        schema: { type: 'boolean', default: false },
        example: true,
      },
      {
        name: 'keys',
        in: 'query',
        required: false,
        description: 'Keys.',
        schema: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1 },
        explode: false,
        example: ['a', 'b'],
      },
      {
        name: 'day',
        in: 'query',
        required: false,
        description: 'A day.',
        schema: { type: 'string', format: 'date' },
      },
    ]);
  });

  it('describes a JSON parameter as a string holding JSON of its schema', () => {
    const filter = object({ tag: string().required() }).noUnknown().strict().default(undefined);
    const [parameter] = queryParameters(
      object({ filter: filter.meta({ json: true, example: '{"tag":"x"}' }) }),
    );
    expect(parameter?.openApi.schema).toEqual({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: {
        type: 'object',
        properties: { tag: { type: 'string' } },
        required: ['tag'],
        additionalProperties: false,
      },
    });
    expect(parameter?.openApi.example).toBe('{"tag":"x"}');
    expect(parameter?.example).toBe('{"tag":"x"}');
  });

  it('refuses an example its field cannot read', () => {
    const schema = object({ page: wholeNumber(1, 9).meta({ example: 'one' }) });
    expect(() => queryParameters(schema)).toThrow('The example of query parameter page');
  });

  it('has no parameters without a query', () => {
    expect(queryParameters(undefined)).toEqual([]);
    expect(queryParameters(object({}))).toEqual([]);
  });
});

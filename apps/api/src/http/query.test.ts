import type { ApiErrorBody } from '@plein/api-client';
import { createServerLogger } from '@plein/logger/node';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { array, boolean, object, string } from 'yup';
import type { AnyObjectSchema } from 'yup';
import { createErrorHandler } from './error-handler';
import { noQuery, parseQuery } from './query';
import { wholeNumber } from './query-fields';

const logger = createServerLogger({ name: 'query-test', level: 'silent' });

const schema = object({
  page: wholeNumber(1, 100).default(1),
  q: string().trim().required(),
  all: boolean().default(false),
  keys: array(string().required().oneOf(['a', 'b'])).min(1),
  filter: object({ tag: string().required() })
    .noUnknown()
    .strict()
    .default(undefined)
    .meta({ json: true }),
});

/** An app whose one route answers the query read with `read`, or the API's error body. */
function appReading(read: (req: express.Request) => unknown) {
  const app = express();
  app.set('query parser', 'simple');
  app.get('/', (req, res) => void res.json({ query: read(req) ?? null }));
  app.use(createErrorHandler(logger));
  return app;
}

const parsing = (querySchema: AnyObjectSchema) => appReading((req) => parseQuery(req, querySchema));

const refusal = async (app: express.Express, query: string) => {
  const res = await request(app).get(`/?${query}`);
  expect(res.status, query).toBe(400);
  return (res.body as ApiErrorBody).error;
};

describe('parseQuery', () => {
  const app = parsing(schema);

  it('reads numbers, booleans, comma lists and JSON, and applies the defaults', async () => {
    const res = await request(app).get(
      `/?q=%20fiets%20&page=3&all=true&keys=a,%20b,,&filter=${encodeURIComponent('{"tag":"x"}')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      query: { q: 'fiets', page: 3, all: true, keys: ['a', 'b'], filter: { tag: 'x' } },
    });
    const defaults = await request(app).get('/?q=fiets');
    expect(defaults.body).toEqual({ query: { q: 'fiets', page: 1, all: false } });
  });

  it.each([
    ['abc', 'page must be a number'],
    ['1.5', 'page must be a whole number from 1 to 100'],
    ['0', 'page must be a whole number from 1 to 100'],
    ['101', 'page must be a whole number from 1 to 100'],
    ['', 'page must be a number'],
    ['1e2', 'page must be a number'],
    ['%205', 'page must be a number'],
    ['0x10', 'page must be a number'],
  ])('refuses page=%s with 400 invalid_query, not a default', async (page, problem) => {
    const error = await refusal(app, `q=x&page=${page}`);
    expect(error).toEqual({
      code: 'invalid_query',
      message: `${problem}.`,
      details: [{ parameter: 'page', problem }],
    });
  });

  it('refuses a boolean that is not true or false, and a value its rules refuse', async () => {
    expect((await refusal(app, 'q=x&all=yes')).details).toEqual([
      { parameter: 'all', problem: 'all must be true or false' },
    ]);
    expect((await refusal(app, 'q=x&keys=a,c')).details).toEqual([
      { parameter: 'keys', problem: 'keys[1] must be one of the following values: a, b' },
    ]);
    expect((await refusal(app, 'q=x&keys=,')).details).toEqual([
      { parameter: 'keys', problem: 'keys field must have at least 1 items' },
    ]);
    expect((await refusal(app, 'q=%20')).details).toEqual([
      { parameter: 'q', problem: 'q is a required field' },
    ]);
  });

  it('refuses JSON that does not parse, holds __proto__ or misses its schema', async () => {
    expect((await refusal(app, 'q=x&filter=%7Bbroken')).details).toEqual([
      { parameter: 'filter', problem: 'filter must be JSON' },
    ]);
    const prototype = encodeURIComponent('{"__proto__":{"tag":"x"}}');
    expect((await refusal(app, `q=x&filter=${prototype}`)).code).toBe('invalid_query');
    const other = encodeURIComponent('{"tag":"x","other":1}');
    expect((await refusal(app, `q=x&filter=${other}`)).details).toEqual([
      { parameter: 'filter', problem: 'filter field has unspecified keys: other' },
    ]);
  });

  it('refuses a repeated parameter before reading any value', async () => {
    expect(await refusal(app, 'q=x&page=1&page=2')).toEqual({
      code: 'invalid_query',
      message: 'Invalid query parameter(s): page.',
      details: [{ parameter: 'page', problem: 'must be given once, as a plain value' }],
    });
  });

  it('refuses names the schema does not have, also those of Object.prototype', async () => {
    const error = await refusal(app, 'q=x&debug=1&__proto__=1&constructor=1&page=abc');
    expect(error.message).toBe('Invalid query parameter(s): debug, __proto__, constructor.');
    expect(error.details).toEqual([
      { parameter: 'debug', problem: 'unknown parameter' },
      { parameter: '__proto__', problem: 'unknown parameter' },
      { parameter: 'constructor', problem: 'unknown parameter' },
    ]);
  });

  it('leaves the parameter out of a problem of a rule over several', async () => {
    const ordered = object({ from: wholeNumber(1, 9), to: wholeNumber(1, 9) }).test(
      'order',
      'from must not pass to',
      ({ from, to }) => from === undefined || to === undefined || from <= to,
    );
    expect((await refusal(parsing(ordered), 'from=5&to=2')).details).toEqual([
      { problem: 'from must not pass to' },
    ]);
  });
});

describe('noQuery', () => {
  const app = appReading((req) => noQuery(req));

  it('takes a request without a query', async () => {
    expect((await request(app).get('/')).status).toBe(200);
  });

  it('refuses any parameter', async () => {
    expect((await refusal(app, 'x=1')).details).toEqual([
      { parameter: 'x', problem: 'unknown parameter' },
    ]);
  });
});

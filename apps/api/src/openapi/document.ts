import { sessionCookieName, xsrfHeaderName } from '@plein/api-client';
import { guidPattern } from '@plein/validation';
import { contractSchemaName } from './contract-names';
import type { JsonSchema } from './json-schema';
import { yupToJsonSchema } from './json-schema';
import type { ApiOperation, OperationAccess } from './operation';
import { queryParameters } from './query-parameters';

/** What the document says about the API as a whole. */
export interface DocumentInfo {
  version: string;
}

const errorSchema: JsonSchema = { $ref: '#/components/schemas/ApiErrorBody' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

const security: Record<OperationAccess, object[] | undefined> = {
  public: [{}, { session: [] }, { bearer: [] }],
  'signed-in': [{ session: [], xsrf: [] }, { bearer: [] }],
  editor: [{ session: [], xsrf: [] }, { bearer: [] }],
  admin: [{ session: [], xsrf: [] }, { bearer: [] }],
  operator: [{ operator: [] }],
};

const accessNote: Record<OperationAccess, string> = {
  public: 'Anyone; a signed-in caller may see more.',
  'signed-in': 'A signed-in account of this site.',
  editor: 'An administrator or content manager who may edit it.',
  admin: 'An administrator of this site.',
  operator: "The operator's token.",
};

/** Express's `:name` becomes `{name}`; this lists the names of an OpenAPI path. */
const pathParameterNames = (path: string) =>
  [...path.matchAll(/\{([A-Za-z]\w*)\}/g)].map((match) => match[1] as string);

function operationObject(operation: ApiOperation): object {
  const guids = new Set(operation.guidParameters ?? []);
  const parameters = [
    ...pathParameterNames(operation.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: guids.has(name)
        ? { type: 'string', pattern: guidPattern.source }
        : { type: 'string' },
    })),
    ...queryParameters(operation.query).map((parameter) => parameter.openApi),
  ];
  const { answer } = operation;
  const content = answer.type
    ? {
        'application/json': {
          schema: { $ref: `#/components/schemas/${contractSchemaName(answer.type)}` },
        },
      }
    : answer.mediaType
      ? { [answer.mediaType]: {} }
      : undefined;
  const responses: Record<string, object> = {
    [String(answer.status)]: { description: answer.description, ...(content ? { content } : {}) },
  };
  const errors: [string, string][] = [
    ['400', 'The request is not valid (`invalid_body`, `invalid_query`, `invalid_id`).'],
    ['404', 'No such thing on this site, or not visible to the caller.'],
    ['429', 'Too many requests; try again after `Retry-After` seconds.'],
  ];
  if (operation.access !== 'public') {
    errors.push(['401', 'Not signed in (`not_signed_in`).'], ['403', 'Not allowed (`forbidden`).']);
  }
  for (const error of operation.errors ?? []) {
    errors.push([String(error.status), `\`${error.code}\`: ${error.description}`]);
  }
  const byStatus = new Map<string, string[]>();
  for (const [status, description] of errors) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), description]);
  }
  for (const [status, descriptions] of byStatus) {
    if (!(status in responses)) responses[status] = errorAnswer(descriptions.join(' '));
  }
  const body = operation.body;
  const requestBody =
    body === undefined
      ? undefined
      : body === 'multipart'
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                  required: ['file'],
                },
              },
            },
          }
        : {
            required: !operation.optionalBody,
            content: {
              'application/json': {
                schema: 'jsonSchema' in body ? body.jsonSchema : yupToJsonSchema(body),
              },
            },
          };
  return {
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, `Access: ${accessNote[operation.access]}`]
      .filter(Boolean)
      .join('\n\n'),
    operationId: operationId(operation),
    security: security[operation.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** `get /api/pages/{id}/revisions` → `getPagesIdRevisions`: unique and stable per route. */
export function operationId(operation: Pick<ApiOperation, 'method' | 'path'>): string {
  const words = operation.path
    .replace(/^\/(api\/)?/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return operation.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/**
 * The OpenAPI 3.1 document of the API: the operations of the catalogue, their bodies from the
 * yup schemas the routes validate with, their answers from the contract types.
 *
 * @example
 * const document = openApiDocument(apiOperations, contractSchemas, { version: '0.1.0' });
 */
export function openApiDocument(
  operations: readonly ApiOperation[],
  contractSchemas: Record<string, JsonSchema>,
  info: DocumentInfo,
): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of operations) {
    const path = (paths[operation.path] ??= {});
    path[operation.method] = operationObject(operation);
  }
  const tags = [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Plein API',
      version: info.version,
      description: [
        'The HTTP API of a Plein installation. The site is chosen by the host name of the request;',
        'every answer is about that site only. Unsafe calls with the session cookie also send the',
        `\`${xsrfHeaderName}\` header with the value of the \`XSRF-TOKEN\` cookie.`,
        'Errors answer `{ "error": { "code", "message", "details"? } }`.',
      ].join(' '),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The site this document was fetched from.' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
        xsrf: { type: 'apiKey', in: 'header', name: xsrfHeaderName },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A token from `GET /api/auth/token`.',
        },
        operator: { type: 'http', scheme: 'bearer', description: 'The `CACHE_INVALIDATE_TOKEN`.' },
      },
      schemas: contractSchemas,
    },
  };
}

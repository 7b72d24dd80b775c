import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import type { ApiOperation } from '../../src/openapi/operation';
import { contractSchemaName } from '../../src/openapi/contract-names';
import type { JsonSchema } from '../../src/openapi/json-schema';
import { yupToJsonSchema } from '../../src/openapi/json-schema';

/** Why an answer does not match the description, or null when it does. */
export type AnswerCheck = (operation: ApiOperation, res: Response) => string | null;

const componentsId = 'https://plein.invalid/openapi';

/**
 * Checks answers against the OpenAPI description: a success answers the documented status,
 * media type and (for JSON) the contract type's schema; an error answers the API's error body.
 *
 * @example
 * const check = answerChecker(contractSchemas);
 * expect(check(operation, res)).toBeNull();
 */
export function answerChecker(schemas: Record<string, JsonSchema>): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: componentsId, components: { schemas } });
  const validate = (name: string, body: unknown) => {
    // Compiled once per schema: the same answer types come back call after call.
    const validator =
      ajv.getSchema(`${componentsId}#/components/schemas/${name}`) ??
      ajv.compile({ $ref: `${componentsId}#/components/schemas/${name}` });
    return validator(body) ? null : ajv.errorsText(validator.errors, { dataVar: 'answer' });
  };
  return (operation, res) => {
    const what = `${operation.method.toUpperCase()} ${operation.path} answered ${res.status}`;
    if (res.status >= 400) {
      const problem = validate('ApiErrorBody', res.body);
      return problem && `${what}: not the error body: ${problem}`;
    }
    const { answer } = operation;
    if (res.status !== answer.status) return `${what}, documented ${answer.status}`;
    const mediaType =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (answer.type) {
      if (mediaType !== 'application/json') return `${what} as ${mediaType}, documented JSON`;
      const problem = validate(contractSchemaName(answer.type), res.body);
      return problem && `${what}: ${problem}`;
    }
    if (answer.mediaType && !matchesMediaType(answer.mediaType, mediaType)) {
      return `${what} as ${mediaType}, documented ${answer.mediaType}`;
    }
    return null;
  };
}

const matchesMediaType = (documented: string, actual: string) =>
  documented.endsWith('/*') ? actual.startsWith(documented.slice(0, -1)) : documented === actual;

const bodies = new Ajv2020({ strict: false, allErrors: true });
addFormats(bodies);

/**
 * Why a JSON body the API accepted does not match the operation's documented request body, or
 * null when it does: the description must take everything the route takes.
 */
export function requestBodyProblem(operation: ApiOperation, body: unknown): string | null {
  const documented = operation.body;
  if (documented === undefined || documented === 'multipart') return null;
  const schema = 'jsonSchema' in documented ? documented.jsonSchema : yupToJsonSchema(documented);
  const validate = bodies.compile(schema);
  if (validate(body)) return null;
  const what = `${operation.method.toUpperCase()} ${operation.path} body`;
  return `${what}: ${bodies.errorsText(validate.errors, { dataVar: 'body' })}`;
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import type { JsonSchema } from '../src/openapi/json-schema';
import { contractSchemaName } from '../src/openapi/contract-names';

const here = fileURLToPath(new URL('.', import.meta.url));
const clientIndex = resolve(here, '../../../packages/api-client/src/index.ts');
const clientTsconfig = resolve(here, '../../../packages/api-client/tsconfig.json');
/** Where the generated schemas live; the API serves them inside `/api/openapi.json`. */
export const contractSchemasFile = resolve(here, '../src/openapi/contract-schemas.json');

/**
 * The JSON Schemas (under `components.schemas` names) of the contract types the operations
 * answer with, generated from `@plein/api-client`'s TypeScript types: the types the clients
 * compile against are the one source of the answers' description.
 *
 * @example
 * generateContractSchemas(['Page', 'Paged<ActivityEntry>']);
 * // { Page: {...}, PagedOfActivityEntry: {...}, NameValue: {...}, ... }
 */
export function generateContractSchemas(
  expressions: readonly string[],
): Record<string, JsonSchema> {
  const unique = [...new Set(expressions)].sort();
  // One interface whose properties are the expressions: the generator then names every type
  // they reach once, as definitions the answers refer to.
  const directory = mkdtempSync(join(tmpdir(), 'plein-contract-'));
  const wrapper = join(directory, 'contract.ts');
  const qualified = (expression: string) => expression.replace(/\b([A-Z]\w*)\b/g, 'C.$1');
  writeFileSync(
    wrapper,
    [
      `import type * as C from ${JSON.stringify(clientIndex.replace(/\.ts$/, ''))};`,
      'export interface PleinContract {',
      ...unique.map((expression) => `  ${JSON.stringify(expression)}: ${qualified(expression)};`),
      '}',
      '',
    ].join('\n'),
  );
  try {
    const schema = createGenerator({
      path: wrapper,
      tsconfig: clientTsconfig,
      type: 'PleinContract',
      expose: 'export',
      topRef: false,
      jsDoc: 'basic',
      encodeRefs: false,
      skipTypeCheck: true,
      additionalProperties: false,
    }).createSchema('PleinContract');
    const definitions = (schema.definitions ?? {}) as Record<string, JsonSchema>;
    const answers = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const named: Record<string, JsonSchema> = {};
    for (const [name, definition] of Object.entries(definitions)) {
      named[contractSchemaName(name)] = definition;
    }
    for (const expression of unique) {
      const answer = answers[expression];
      if (!answer) throw new Error(`No schema generated for ${expression}`);
      const name = contractSchemaName(expression);
      // A plain exported type is already a definition; an expression gets its own entry.
      if (!(name in named) || `#/definitions/${expression}` !== answer.$ref) named[name] = answer;
    }
    const sorted = Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
    return JSON.parse(
      JSON.stringify(sorted).replace(/"#\/definitions\/([^"]+)"/g, (_match, name: string) =>
        JSON.stringify(`#/components/schemas/${contractSchemaName(name)}`),
      ),
    ) as Record<string, JsonSchema>;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The file's text: stable key order and a trailing newline, so a regeneration diffs cleanly. */
export function contractSchemasText(schemas: Record<string, JsonSchema>): string {
  return `${JSON.stringify(schemas, null, 2)}\n`;
}

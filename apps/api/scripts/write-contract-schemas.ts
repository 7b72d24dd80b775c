import { writeFileSync } from 'node:fs';
import { answerTypes, apiOperations } from '../src/openapi/catalogue';
import {
  contractSchemasFile,
  contractSchemasText,
  generateContractSchemas,
} from './contract-schemas';

// `pnpm --filter @plein/api openapi:contract`: regenerates the answers' JSON Schemas after a
// contract type or the catalogue changed (a test fails while the file is stale).
writeFileSync(
  contractSchemasFile,
  contractSchemasText(generateContractSchemas(answerTypes(apiOperations))),
);
console.log(`wrote ${contractSchemasFile}`);

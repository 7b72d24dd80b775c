import { Router } from 'express';
import packageJson from '../../package.json' with { type: 'json' };
import { noQuery } from '../http/query';
import { apiOperations } from './catalogue';
import contractSchemas from './contract-schemas.json' with { type: 'json' };
import { openApiDocument } from './document';
import { referencePage } from './reference-page';

/** The OpenAPI document, built once: it only changes with a new version of the API. */
let document: string | undefined;
let reference: string | undefined;

/** The document as served: the catalogue with the generated answer schemas. */
export function servedOpenApiDocument(): object {
  return openApiDocument(apiOperations, contractSchemas, {
    version: packageJson.version,
  });
}

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 description) and `GET /api/reference` (the same, to
 * read). The same for every site of the installation, so they need no tenant.
 */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/api/openapi.json', (req, res) => {
    noQuery(req);
    document ??= JSON.stringify(servedOpenApiDocument());
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(document);
  });
  router.get('/api/reference', (req, res) => {
    noQuery(req);
    reference ??= referencePage(apiOperations, packageJson.version);
    res.setHeader('Cache-Control', 'public, max-age=300');
    // The page needs nothing but its own inline stylesheet.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    res.type('html').send(reference);
  });
  return router;
}

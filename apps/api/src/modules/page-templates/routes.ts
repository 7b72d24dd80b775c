import { Router } from 'express';
import { ApiError } from '../../http/errors';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { requireEditor } from '../pages/require-editor';
import { findPageTemplate, pageTemplates } from './templates';

/** `GET /pagetemplates` and `GET /pagetemplates/:id` (mounted under `/api`), for editors. */
export function pageTemplatesRoutes(): Router {
  const router = Router();
  router.get('/pagetemplates', (req, res) => {
    requireTenant(req);
    requireEditor(req);
    noQuery(req);
    res.json(pageTemplates);
  });
  router.get('/pagetemplates/:id', (req, res) => {
    requireTenant(req);
    requireEditor(req);
    noQuery(req);
    const template = findPageTemplate(req.params.id ?? '');
    if (!template) throw new ApiError(404, 'template_not_found', 'No such page template.');
    res.json(template);
  });
  return router;
}

import type { ApiOperation } from '../../openapi/operation';

const tag = 'Page templates';

/** The templates a new page can start from (built in, the same for every site). */
export const pageTemplatesOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/pagetemplates',
    tag,
    summary: 'The page templates',
    access: 'editor',
    answer: { status: 200, description: 'The templates.', type: 'PageTemplate[]' },
  },
  {
    method: 'get',
    path: '/api/pagetemplates/{id}',
    tag,
    summary: 'One page template',
    access: 'editor',
    answer: { status: 200, description: 'The template.', type: 'PageTemplate' },
    errors: [{ status: 404, code: 'template_not_found', description: 'No template has this id.' }],
  },
];

import { adminUsersOperations } from '../modules/admin-users/openapi';
import { authOperations } from '../modules/auth/openapi';
import { cacheOperations } from '../modules/cache/openapi';
import { emailChangeOperations } from '../modules/email-change/openapi';
import { findabilityOperations } from '../modules/findability/openapi';
import { formsOperations } from '../modules/forms/openapi';
import { healthOperations } from '../modules/health/openapi';
import { imagesOperations } from '../modules/images/openapi';
import { invitationsOperations } from '../modules/invitations/openapi';
import { listItemsOperations } from '../modules/list-items/openapi';
import { logsOperations } from '../modules/logs/openapi';
import { menusOperations } from '../modules/menus/openapi';
import { pageTemplatesOperations } from '../modules/page-templates/openapi';
import { pagesOperations } from '../modules/pages/openapi';
import { profilesOperations } from '../modules/profiles/openapi';
import { rolesOperations } from '../modules/roles/openapi';
import { searchOperations } from '../modules/search/openapi';
import { settingsOperations } from '../modules/settings/openapi';
import { statisticsOperations } from '../modules/statistics/openapi';
import { termsOperations } from '../modules/terms/openapi';
import { verificationOperations } from '../modules/verification/openapi';
import type { ApiOperation } from './operation';

/** The description of the description. */
const documentOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'This description of the API (OpenAPI 3.1)',
    access: 'public',
    answer: { status: 200, description: 'The OpenAPI document.', mediaType: 'application/json' },
  },
  {
    method: 'get',
    path: '/api/reference',
    tag: 'Reference',
    summary: 'The same description as a page to read',
    access: 'public',
    answer: { status: 200, description: 'The reference page.', mediaType: 'text/html' },
  },
];

/**
 * Every route of the API, module by module: the source of `/api/openapi.json` and of the
 * reference page. A test walks the app's routes and fails on one that is missing here.
 */
export const apiOperations: readonly ApiOperation[] = [
  ...settingsOperations,
  ...pagesOperations,
  ...pageTemplatesOperations,
  ...menusOperations,
  ...listItemsOperations,
  ...searchOperations,
  ...findabilityOperations,
  ...formsOperations,
  ...imagesOperations,
  ...authOperations,
  ...emailChangeOperations,
  ...profilesOperations,
  ...verificationOperations,
  ...invitationsOperations,
  ...termsOperations,
  ...adminUsersOperations,
  ...rolesOperations,
  ...statisticsOperations,
  ...logsOperations,
  ...healthOperations,
  ...cacheOperations,
  ...documentOperations,
];

/** The contract types the operations answer with (plus the error body every one can answer). */
export const answerTypes = (operations: readonly ApiOperation[]): string[] => [
  'ApiErrorBody',
  ...operations.flatMap((operation) => (operation.answer.type ? [operation.answer.type] : [])),
];

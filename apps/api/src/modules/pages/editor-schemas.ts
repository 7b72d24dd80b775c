import type {
  AccessLevel,
  BlockInput,
  BlockOrderInput,
  BlockPermissionsInput,
  NameValue,
  PageCreateInput,
  PagePresenceInput,
  PagePublishInput,
  PageScheduleInput,
  PreviewLinkCreateInput,
} from '@plein/api-client';
import { invalidPageDisplayOptions, maxPreviewLinkHours } from '@plein/api-client';
import { objectMembersOf, pageLayoutNames, textOf } from '@plein/validation';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { invalidBody } from '../../http/errors';
import { isGuid } from '../../http/params';
import { isPlainText } from './block-content-schemas';
import { allLayoutPositions } from './layouts';

/** A page name: lowercase letters and digits in hyphen-separated words (`over-ons`). */
export const pageNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A block type name: the same shape (`rich-text`, `header-images`). */
export const blockTypePattern = pageNamePattern;

const accessLevels: readonly AccessLevel[] = ['Admin', 'Roles', 'Users', 'Public', 'Verify'];
const maxSortId = 1_000_000;

const guids = (name: string) =>
  array(
    string()
      .strict()
      .required()
      .test('guid', `${name} must hold role guids`, (value) => isGuid(value)),
  ).max(100);

const nameValues = array(
  object({
    name: string().strict().required().max(100),
    value: string().strict().defined().max(4000),
  })
    .noUnknown()
    .strict(),
).max(50);

const sortId = number()
  .strict()
  .integer('sortId must be a whole number')
  .min(0)
  .max(maxSortId, `sortId may be at most ${maxSortId}`);

const pageInputFields = {
  name: string()
    .strict()
    .required()
    .max(100)
    .matches(pageNamePattern, 'name must be lowercase letters and digits joined by hyphens'),
  title: string()
    .strict()
    .required()
    .max(200)
    .test('title', 'title must not be empty', (value) => value?.trim() !== '')
    .test('plain', 'title must be plain text, without HTML tags', isPlainText),
  layout: string().strict().required().oneOf(pageLayoutNames),
  options: nameValues.optional().test(
    'display',
    'options showHeader, showFooter and showBreadcrumbs must be "true" or "false"',
    // Members of the wrong type are the member schema's to refuse.
    (options: unknown) =>
      invalidPageDisplayOptions(
        objectMembersOf(options).map(({ name, value }) => ({
          name: textOf(name),
          value: textOf(value),
        })),
      ).length === 0,
  ),
  editRoles: guids('editRoles').optional(),
  editPermission: string().strict().oneOf(accessLevels).optional(),
  roleIds: guids('roleIds').optional(),
};

/** Body of `PUT /api/pages/{id}`. */
export const pageInputSchema = object(pageInputFields).noUnknown().strict();

/** Body of `POST /api/pages`. */
export const pageCreateSchema = object({
  ...pageInputFields,
  templateId: string().strict().max(100).optional(),
})
  .noUnknown()
  .strict() satisfies ObjectSchema<PageCreateInput>;

/** Body of `POST /api/pages/{id}/published`. */
export const publishSchema = object({ isPublished: boolean().strict().required() })
  .noUnknown()
  .strict() satisfies ObjectSchema<PagePublishInput>;

const isoTime = (field: string) =>
  string()
    .strict()
    .nullable()
    .defined()
    .test(
      'iso-time',
      `${field} must be an ISO date and time with its offset`,
      (value) =>
        value === null ||
        (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value))),
    );

/** Body of `PUT /api/pages/{id}/schedule` (times in the future: checked by the service). */
export const scheduleSchema: ObjectSchema<PageScheduleInput> = object({
  publishAt: isoTime('publishAt'),
  unpublishAt: isoTime('unpublishAt'),
})
  .noUnknown()
  .strict();

/** Body of `POST /api/pages/{id}/preview-links`: hours from 1 to 720 (30 days). */
export const previewLinkCreateSchema: ObjectSchema<PreviewLinkCreateInput> = object({
  expiresInHours: number()
    .strict()
    .required()
    .integer('expiresInHours must be a whole number of hours')
    .min(1, 'expiresInHours must be at least 1')
    .max(maxPreviewLinkHours, `expiresInHours may be at most ${maxPreviewLinkHours}`),
})
  .noUnknown()
  .strict();

/** Body of `POST /api/pages/{id}/blocks`; the content is checked by `prepareBlockContent`. */
export const blockInputSchema = object({
  buildingBlock: string()
    .strict()
    .required()
    .max(64)
    .matches(blockTypePattern, 'buildingBlock must be a block type name such as rich-text'),
  layoutPosition: string().strict().required().oneOf(allLayoutPositions),
  sortId: sortId.optional(),
  options: nameValues.optional(),
  content: mixed().defined('content is required'),
})
  .noUnknown()
  .strict() satisfies ObjectSchema<BlockInput>;

/** Body of `PUT /api/buildingblockinstance/{guid}`. */
export const blockContentSchema = object({ content: mixed().defined('content is required') })
  .noUnknown()
  .strict();

/** Body of `POST /api/buildingblockinstance/{guid}/permissions`. */
export const blockPermissionsSchema = object({
  addPermission: string().strict().required().oneOf(accessLevels),
  addRoles: guids('addRoles').defined(),
})
  .noUnknown()
  .strict() satisfies ObjectSchema<BlockPermissionsInput>;

/** Body of `PUT /api/pages/{id}/blocks:order`. */
export const blockOrderSchema = object({
  blocks: array(
    object({
      guid: string()
        .strict()
        .required()
        .test('guid', 'blocks[].guid must be a guid', (value) => isGuid(value)),
      layoutPosition: string().strict().required().oneOf(allLayoutPositions),
      sortId: sortId.required(),
    })
      .noUnknown()
      .strict(),
  )
    .required()
    .max(500),
})
  .noUnknown()
  .strict() satisfies ObjectSchema<BlockOrderInput>;

/**
 * The body of `POST /api/buildingblockinstance/{guid}/options` (option name to string value) as
 * name/value options in the order given; 400 `invalid_body` otherwise.
 *
 * @example
 * parseBlockOptions({ defaultItemsPerPage: '10' }); // [{ name: 'defaultItemsPerPage', value: '10' }]
 */
export function parseBlockOptions(body: unknown): NameValue[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('Expected a JSON object of option names to string values.');
  }
  const entries = Object.entries(body as Record<string, unknown>);
  const problems: string[] = [];
  if (entries.length > 50) problems.push('at most 50 options');
  for (const [name, value] of entries) {
    if (name.length === 0 || name.length > 100)
      problems.push('option names have 1 to 100 characters');
    if (typeof value !== 'string') problems.push(`${name.slice(0, 100)} must be a string`);
    else if (value.length > 4000)
      problems.push(`${name.slice(0, 100)} may be at most 4000 characters`);
  }
  if (problems.length > 0) {
    throw invalidBody('The block options are not valid.', { problems: problems.slice(0, 10) });
  }
  return entries.map(([name, value]) => ({ name, value: value as string }));
}

/** The body of `POST /api/pages/{id}/presence` and `.../presence:leave`: the editor's tab. */
export const presenceSchema: ObjectSchema<PagePresenceInput> = object({
  session: string()
    .strict()
    .required()
    .matches(/^[\w-]{8,100}$/, 'session must be 8-100 letters, digits, - or _'),
})
  .noUnknown()
  .strict();

import type { ListItemInput } from '@plein/api-client';
import { guidPattern } from '@plein/validation';
import { array, boolean, mixed, object, string } from 'yup';
import type { ObjectSchema } from 'yup';

const isoDate = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}/.test(value) &&
    !Number.isNaN(Date.parse(value)));

const contentBlockSchema = object({
  buildingBlock: string().required().min(1).max(100),
  content: mixed().optional(),
  options: array(
    object({ name: string().required().max(100), value: string().defined().max(4000) })
      .noUnknown()
      .strict(),
  )
    .max(50)
    .optional(),
})
  .noUnknown()
  .strict();

/** A list item as an editor sends it (spec section 3); unknown keys and wrong types are refused. */
export const listItemInputSchema = object({
  title: string().required().trim().min(1).max(300),
  listItemTypeName: string().required().trim().min(1).max(100),
  parentGuids: array(string().required().matches(guidPattern, 'parentGuids must hold guids'))
    .max(50)
    .optional(),
  metadata: object({
    description: string().max(4000).optional(),
    // Typed string: the date test lets no other value through (here and at publishedOn).
    periodEnd: mixed<string>()
      .nullable()
      .test('date', 'metadata.periodEnd must be an ISO date or null', isoDate),
  })
    .noUnknown()
    .strict()
    .default(undefined)
    .optional(),
  publishedOn: mixed<string>().test('date', 'publishedOn must be an ISO date', isoDate),
  isPublished: boolean().optional(),
  highlight: boolean().optional(),
  language: string().oneOf(['nl', 'en']).optional(),
  contentBuildingBlockInstances: array(contentBlockSchema).max(50).optional(),
})
  .noUnknown()
  .strict() satisfies ObjectSchema<ListItemInput>;

/** Most items one create call may carry. */
export const maxItemsPerCreate = 100;

import { platformSettingKeys } from '@plein/api-client';
import { yupToJsonSchema } from '../../openapi/json-schema';
import type { ApiOperation } from '../../openapi/operation';
import { settingsQuery } from './schemas';
import { settingValueSchemas } from './value-schemas';

const tag = 'Settings';

/** One `{ key, value }` pair of `parseSettingsUpdate` for each key, its value by its own schema. */
const settingPairSchemas = platformSettingKeys.map((key) => ({
  type: 'object',
  properties: { key: { const: key }, value: yupToJsonSchema(settingValueSchemas[key]) },
  required: ['key', 'value'],
  additionalProperties: false,
}));

/** The site's settings (`PlatformSettingKey`: header, footer, colours, host names, …). */
export const settingsOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/platformsettingvalues',
    tag,
    summary: 'The values of the site settings, in spec order',
    description:
      'Without `includeAll` only the keys the site set; with it, every (requested) key, unset ones with their default.',
    access: 'public',
    query: settingsQuery,
    answer: { status: 200, description: 'The values.', type: 'PlatformSettingValue[]' },
  },
  {
    method: 'put',
    path: '/api/platformsettingvalues',
    tag,
    summary: 'Change settings (keys left out keep their value)',
    description:
      'Each key at most once. Also refused (`invalid_body`, details list `{ path, message }` problems): a colour scheme whose text pairs miss WCAG AA contrast, an image that is not a public image of this site, host names without the host of this call or without the primary domain, a `primaryDomain` that is not one of the host names.',
    access: 'admin',
    body: { jsonSchema: { type: 'array', items: { oneOf: settingPairSchemas } } },
    answer: {
      status: 200,
      description: 'Every value afterwards, as with `includeAll`.',
      type: 'PlatformSettingValue[]',
    },
    errors: [
      {
        status: 409,
        code: 'host_name_taken',
        description: 'A host name is already served by another site.',
      },
    ],
  },
];

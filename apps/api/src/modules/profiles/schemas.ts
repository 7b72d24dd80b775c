import type { ProfileFieldDefinitionInput, ProfileUpdate } from '@plein/api-client';
import type { Request } from 'express';
import { array, boolean, number, object, string } from 'yup';
import { parseBody } from '../../http/body';
import { ApiError } from '../../http/errors';

const name = string().max(100);

const profileUpdateSchema = object({
  firstName: name,
  middleName: name,
  lastName: name,
  properties: array(
    object({ key: string().required().max(100), value: string().defined().max(4000) })
      .noUnknown()
      .strict(),
  ).max(50),
  termsOfUseVersionAccepted: number().integer().min(1).nullable(),
})
  .noUnknown()
  .strict();

/**
 * The body of `PUT /api/profiles:loggedIn`: only names, properties and the accepted terms
 * version. Flags, roleIds, isActive, email, verification or a tenant are unknown keys: 400.
 */
export function parseProfileUpdate(body: unknown): ProfileUpdate {
  return parseBody(profileUpdateSchema, body) satisfies ProfileUpdate;
}

const fieldSchema = object({
  category: string()
    .required()
    .oneOf(['profile', 'security', 'privacy'] as const),
  section: string().defined().max(100),
  subsection: string().defined().max(100),
  sectionSort: number().required().integer(),
  sort: number().required().integer(),
  visibleFor: string()
    .required()
    .oneOf(['everyone', 'self', 'admins'] as const),
  inputType: string().required().max(50),
  autocomplete: string().defined().max(50),
  defaultValue: string().max(1000).nullable().defined(),
  required: boolean().required(),
  type: string().required().max(50),
  options: array(string().required().max(200)).required().max(100),
  mett: boolean().required(),
})
  .noUnknown()
  .strict();

/** The body of `PUT /api/profilefielddefinitions/{key}`. */
export function parseFieldDefinition(body: unknown): ProfileFieldDefinitionInput {
  return parseBody(fieldSchema, body) satisfies ProfileFieldDefinitionInput;
}

/** The `{key}` of a field definition path: a letter, then letters, digits, `_` or `-`. */
export function parseFieldKey(req: Request): string {
  const key = req.params.key;
  if (typeof key !== 'string' || !/^[A-Za-z][A-Za-z0-9_-]{0,99}$/.test(key)) {
    throw new ApiError(400, 'invalid_id', 'The field key is not valid.', { parameter: 'key' });
  }
  return key;
}

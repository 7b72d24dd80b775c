import type { InvitationAcceptRequest, InvitationCreateRequest } from '@plein/api-client';
import { array, boolean, object, string } from 'yup';
import { parseBody } from '../../http/body';
import { isGuid } from '../../http/params';
import { newPasswordSchema } from '../auth/schemas';

/** The body of `POST /api/userinvitations`. */
export const createSchema = object({
  email: string().required().email('email must be an e-mail address').max(254),
  roleIds: array(string().required().test('guid', 'roleIds must be guids', isGuid)).max(100),
  isAdmin: boolean(),
  isContentManager: boolean(),
})
  .noUnknown()
  .strict();

const name = string().max(100);

/** The body of `POST /api/userinvitation:accept`. */
export const acceptSchema = object({
  code: string().required().max(200),
  password: newPasswordSchema.optional(),
  firstName: name,
  middleName: name,
  lastName: name,
})
  .noUnknown()
  .strict();

/** The body of `POST /api/userinvitations`. */
export function parseInvitationCreate(body: unknown): InvitationCreateRequest {
  return parseBody(createSchema, body) satisfies InvitationCreateRequest;
}

/** The body of `POST /api/userinvitation:accept`. */
export function parseInvitationAccept(body: unknown): InvitationAcceptRequest {
  return parseBody(acceptSchema, body) satisfies InvitationAcceptRequest;
}

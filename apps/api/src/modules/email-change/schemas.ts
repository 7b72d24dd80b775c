import type { EmailChangeConfirmRequest, EmailChangeRequest } from '@plein/api-client';
import { isEmail } from '@plein/validation';
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { parseBody } from '../../http/body';

/** The body of `POST /api/auth/email:change`. */
export const emailChangeSchema: ObjectSchema<EmailChangeRequest> = object({
  currentPassword: string().required().max(1024),
  newEmail: string()
    .required()
    .max(254)
    .test('email', 'newEmail must be an e-mail address', (value) => isEmail(value.trim())),
})
  .noUnknown()
  .strict();

/** The body of `POST /api/auth/email:confirm`. */
export const emailConfirmSchema: ObjectSchema<EmailChangeConfirmRequest> = object({
  code: string().required().max(200),
})
  .noUnknown()
  .strict();

/** Reads the body of `POST /api/auth/email:change`; 400 `invalid_body` when it is not one. */
export function parseEmailChange(body: unknown): EmailChangeRequest {
  return parseBody(emailChangeSchema, body);
}

/** Reads the body of `POST /api/auth/email:confirm`. */
export function parseEmailConfirm(body: unknown): EmailChangeConfirmRequest {
  return parseBody(emailConfirmSchema, body);
}

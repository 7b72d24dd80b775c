import { passwordLength } from '@plein/api-client';
import type {
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@plein/api-client';
import { object, string } from 'yup';
import { parseBody } from '../../http/body';

/** A new password: 12 to 128 characters, any characters (ASVS 2.1.1, 2.1.2, 2.1.4). */
export const newPasswordSchema = string()
  .required()
  .min(passwordLength.min, `password must be at least ${passwordLength.min} characters`)
  .max(passwordLength.max, `password must be at most ${passwordLength.max} characters`);

const emailSchema = string().required().max(254);

/** The body of `POST /api/auth/login`. */
export const loginSchema = object({ email: emailSchema, password: string().required().max(1024) })
  .noUnknown()
  .strict();

/** The body of `POST /api/auth/password-reset`. */
export const resetRequestSchema = object({ email: emailSchema }).noUnknown().strict();

/** The body of `POST /api/auth/password-reset:confirm`. */
export const resetConfirmSchema = object({
  code: string().required().max(200),
  password: newPasswordSchema,
})
  .noUnknown()
  .strict();

/** The body of `POST /api/auth/password:change`. */
export const passwordChangeSchema = object({
  currentPassword: string().required().max(1024),
  newPassword: newPasswordSchema,
})
  .noUnknown()
  .strict();

/** The body of `POST /api/auth/password:change`. */
export function parsePasswordChange(body: unknown): PasswordChangeRequest {
  return parseBody(passwordChangeSchema, body);
}

/** The body of `POST /api/auth/login`. */
export function parseLogin(body: unknown): LoginRequest {
  return parseBody(loginSchema, body);
}

/** The body of `POST /api/auth/password-reset`. */
export function parseResetRequest(body: unknown): PasswordResetRequest {
  return parseBody(resetRequestSchema, body);
}

/** The body of `POST /api/auth/password-reset:confirm`. */
export function parseResetConfirm(body: unknown): PasswordResetConfirmRequest {
  return parseBody(resetConfirmSchema, body);
}

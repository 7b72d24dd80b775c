import { array, boolean, number, object, ref, string } from 'yup';
import { interfaceLanguages, passwordLength } from '@plein/api-client';
import {
  DEFAULT_NOTIFICATION_CLOSE_SECONDS,
  emailSchema,
  isNotificationTimeout,
  notificationPositions,
} from '@plein/validation';

// Messages are i18next keys of the common namespace (`validation.*`); see formErrorValues.
const required = 'validation.required';
const tooLong = 'validation.tooLong';

/** Longest name, alias or role name the API takes. */
export const maxNameLength = 100;

/** Values the validation messages interpolate. */
export const formErrorValues = {
  min: passwordLength.min,
  max: passwordLength.max,
  maxName: maxNameLength,
} as const;

const email = emailSchema.trim().required(required).max(254, tooLong);
const name = string().trim().max(maxNameLength, tooLong);
const password = string()
  .required(required)
  .min(passwordLength.min, 'validation.passwordLength')
  .max(passwordLength.max, 'validation.passwordLength');
const passwordRepeat = string()
  .required(required)
  .oneOf([ref('password')], 'validation.passwordsDiffer');

/** Signing in: e-mail address and password. */
export const loginSchema = object({ email, password: string().required(required) });

/** Asking for a password reset mail. */
export const passwordResetRequestSchema = object({ email });

/** Choosing a new password (twice, to catch typing errors). */
export const newPasswordSchema = object({ password, passwordRepeat });

/** Changing the e-mail address on account/security: the new address and the current password. */
export const emailChangeSchema = object({
  newEmail: email,
  currentPassword: string().required(required),
});

/** Changing the password on account/security: the current one, and the new one twice. */
export const passwordChangeSchema = object({
  currentPassword: string().required(required),
  password,
  passwordRepeat,
});

/**
 * Accepting an invitation: names, and a password (twice). An address that already has an account
 * may keep its password, so the password is optional there.
 */
export function invitationAcceptSchema(accountExists: boolean) {
  return object({
    firstName: name,
    middleName: name,
    lastName: name,
    password: accountExists
      ? string().test(
          'length',
          'validation.passwordLength',
          (value) =>
            !value || (value.length >= passwordLength.min && value.length <= passwordLength.max),
        )
      : password,
    passwordRepeat: string().when('password', {
      is: (value: string | undefined) => Boolean(value),
      then: () => passwordRepeat,
      otherwise: (schema) => schema,
    }),
  });
}

/** The profile section: names and alias. */
export const profileSchema = object({
  firstName: name,
  middleName: name,
  lastName: name,
  alias: name,
});

/**
 * Seconds a confirmation stays open (`notificationClose`, default 10): a whole, non-negative
 * number, checked with the notification-timeout rule of @plein/validation.
 */
export const notificationCloseSchema = number()
  .typeError('validation.notificationClose')
  .required(required)
  .integer('validation.notificationClose')
  .max(3600, 'validation.notificationClose')
  .test('timeout', 'validation.notificationClose', (value) =>
    isNotificationTimeout((value ?? 0) * 1000),
  )
  .default(DEFAULT_NOTIFICATION_CLOSE_SECONDS);

/**
 * The preferences section: the notification close time, the notification position and the
 * interface language, each one of the values the API takes (`preferenceValueProblem`).
 */
export const preferencesSchema = object({
  notificationClose: notificationCloseSchema,
  notificationPosition: string()
    .required(required)
    .oneOf([...notificationPositions], 'validation.choice'),
  interfaceLanguage: string()
    .required(required)
    .oneOf([...interfaceLanguages], 'validation.choice'),
});

/** An admin's invitation: e-mail address, roles and flags. */
export const invitationSchema = object({
  email,
  roleIds: array(string().required()).required(),
  isAdmin: boolean().required(),
  isContentManager: boolean().required(),
});

/** A role's name. */
export const roleSchema = object({ name: name.required(required) });

import type { MailDelivery } from './admin';
/** One key/value pair of a profile's `properties` (spec section 3). */
export interface ProfileProperty {
  key: string;
  value: string;
}

/** Property keys with a meaning of their own (spec section 3). */
export const specialPropertyKeys = [
  'alias',
  'profielfoto',
  'notificationClose',
  'notificationPosition',
  'interfaceLanguage',
] as const;

/** One of {@link specialPropertyKeys}. */
export type SpecialPropertyKey = (typeof specialPropertyKeys)[number];

/** Seconds a confirmation stays visible when the user has not chosen (`notificationClose`). */
export const defaultNotificationCloseSeconds = 10;

/** The initial terms-of-use version of every tenant (spec section 9). */
export const initialTermsOfUseVersion = 1;

/**
 * The application user: the signed-in account's profile on the request's tenant (spec section 3).
 * Answer of `GET /api/profiles:loggedIn`, `PUT /api/profiles:loggedIn` and `POST /api/auth/login`.
 */
export interface ApplicationUser {
  /** The membership's guid: the user's id on this tenant (`admin/users/{guid}`). */
  guid: string;
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** Always holds `notificationClose` (default `'10'`). */
  properties: ProfileProperty[];
  isAdmin: boolean;
  /** Platform staff. */
  isMett: boolean;
  isDeveloper: boolean;
  isContentManager: boolean;
  isActive: boolean;
  /** Guids of the tenant's roles the user has. */
  roleIds: string[];
  /** The accepted terms-of-use version; null when declined or never accepted. */
  termsOfUseVersionAccepted: number | null;
  /** True once the e-mail address was verified (by an invitation or a verification code). */
  emailVerified: boolean;
}

/**
 * Body of `PUT /api/profiles:loggedIn`: only the fields a user may change on their own profile.
 * Any other key (flags, roleIds, isActive, email, tenant, ...) is refused with 400 `invalid_body`.
 */
export interface ProfileUpdate {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /** Replaces the whole list; keys are the special keys or the tenant's profile field keys. */
  properties?: ProfileProperty[];
  /** The current version (accept) or null (decline). */
  termsOfUseVersionAccepted?: number | null;
}

/** Body of `POST /api/auth/login`. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** Answer of `GET /api/auth/token`: a short-lived bearer token (`Authorization: Bearer ...`). */
export interface AccessTokenResponse {
  accessToken: string;
  /** ISO time after which the token is refused. */
  expiresAt: string;
}

/** Body of `POST /api/auth/password-reset`. The answer never tells whether it exists. */
export interface PasswordResetRequest {
  email: string;
}

/**
 * Answer of `POST /api/auth/password-reset`: how the installation delivers mail, the same for
 * every address (`queued`: no mail server is configured, so the mail waits in the outbox).
 */
export interface PasswordResetRequested {
  mail: MailDelivery;
}

/** Body of `POST /api/auth/password-reset:confirm`. */
export interface PasswordResetConfirmRequest {
  /** The code from the reset mail's link (`/reset-password/{code}`). */
  code: string;
  /** 12 to 128 characters. */
  password: string;
}

/**
 * Body of `POST /api/auth/password:change`: the signed-in user's current password and the new one
 * (12 to 128 characters, not common or easy to guess). Every other session of theirs ends.
 */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * Body of `POST /api/auth/email:change`: the signed-in user's current password and the address
 * they want to use. The account keeps its address until the link mailed to the new one is opened.
 */
export interface EmailChangeRequest {
  currentPassword: string;
  newEmail: string;
}

/** Answer of `POST /api/auth/email:change`: how the mail to the new address travels. */
export interface EmailChangeRequested {
  mail: MailDelivery;
}

/** Body of `POST /api/auth/email:confirm`. */
export interface EmailChangeConfirmRequest {
  /** The code from the mail's link (`/confirm-email/{code}`). */
  code: string;
}

/** Answer of `POST /api/auth/email:confirm`: the account's address now. */
export interface EmailChangeConfirmed {
  email: string;
}

/** One live session of the signed-in user (`GET /api/auth/sessions`), most recent first. */
export interface SessionSummary {
  guid: string;
  /** ISO times of the sign-in and of the last request. */
  createdAt: string;
  lastSeenAt: string;
  /** The browser's user agent at sign-in. */
  userAgent: string;
  /** True for the session this request came with. */
  current: boolean;
}

/** Shortest and longest password the API accepts (ASVS 2.1.1, 2.1.2). */
export const passwordLength = { min: 12, max: 128 } as const;

/** Where a profile field is shown (spec section 3). */
export type ProfileFieldCategory = 'profile' | 'security' | 'privacy';

/**
 * Who sees a profile field besides staff rules: everyone who may see the profile, only the user
 * themselves (hidden when an admin views the profile), or only admins (and the user).
 */
export type ProfileFieldVisibility = 'everyone' | 'self' | 'admins';

/** A profile field definition (spec section 3). */
export interface ProfileFieldDefinition {
  key: string;
  category: ProfileFieldCategory;
  section: string;
  subsection: string;
  sectionSort: number;
  sort: number;
  visibleFor: ProfileFieldVisibility;
  inputType: string;
  /** The tenant the field belongs to. */
  platformGuid: string;
  autocomplete: string;
  defaultValue: string | null;
  required: boolean;
  type: string;
  options: string[];
  /** Staff-only: visible to Mett users only. */
  mett: boolean;
  /** True for accountEmail, termsOfUse, privacyStatement and cookies. */
  builtIn: boolean;
}

/** Body of `PUT /api/profilefielddefinitions/{key}` (admins; built-in keys are refused). */
export type ProfileFieldDefinitionInput = Omit<
  ProfileFieldDefinition,
  'key' | 'platformGuid' | 'builtIn'
>;

/** The keys of the built-in profile fields. */
export const builtInProfileFieldKeys = [
  'accountEmail',
  'termsOfUse',
  'privacyStatement',
  'cookies',
] as const;

/** Invitation state as `GET /api/userinvitation:status/{code}` tells it. */
export type InvitationState = 'Open' | 'Accepted' | 'Expired';

/** Answer of `GET /api/userinvitation:status/{code}` (404 `invitation_not_found` otherwise). */
export interface InvitationStatus {
  state: InvitationState;
  email: string;
  /** True when the address already has an account: accepting links it (password optional). */
  accountExists: boolean;
  expiresAt: string;
  platformName: string;
}

/** Body of `POST /api/userinvitation:accept`. */
export interface InvitationAcceptRequest {
  code: string;
  /** Required for a new account; when given for an existing one it becomes its password. */
  password?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
}

/** Answer of `POST /api/userinvitation:accept`: success or failure only (spec section 7). */
export interface InvitationAcceptResponse {
  success: boolean;
}

/** Body of `POST /api/userinvitations` (admins). */
export interface InvitationCreateRequest {
  email: string;
  roleIds?: string[];
  isAdmin?: boolean;
  isContentManager?: boolean;
}

/** An invitation as admins see it. */
export interface InvitationSummary {
  guid: string;
  email: string;
  roleIds: string[];
  isAdmin: boolean;
  isContentManager: boolean;
  state: InvitationState;
  createdAt: string;
  expiresAt: string;
}

/** Verification-send result (spec section 3, enumeration g). */
export type VerificationSendResult =
  | 'Sent'
  | 'TooSoon'
  | 'Abused'
  | 'NotFound'
  | 'Unauthorized'
  | 'BadRequest'
  | 'Failed'
  | 'AlreadyVerified';

/** Body of `POST /api/accountverification:send`; `userGuid` (admins) sends for another user. */
export interface VerificationSendRequest {
  userGuid?: string;
}

/** Answer of `POST /api/accountverification:send` (always 200; the result tells). */
export interface VerificationSendResponse {
  result: VerificationSendResult;
}

/** Generic result (spec section 3, enumeration i). */
export type OperationResult =
  'Success' | 'NotFound' | 'Unauthorized' | 'BadRequest' | 'Failed' | 'Expired';

/** Body of `POST /api/accountverification:verify`. */
export interface VerificationConfirmRequest {
  code: string;
}

/** Answer of `POST /api/accountverification:verify` (always 200; the result tells). */
export interface VerificationConfirmResponse {
  result: OperationResult;
}

/** Answer of `GET /api/termsofuse`. */
export interface TermsOfUseInfo {
  currentVersion: number;
  /** The signed-in user's accepted version (null when not signed in, declined or never). */
  acceptedVersion: number | null;
}

/** What an activity entry records. */
export type ActivityKind =
  | 'signIn'
  | 'signOut'
  | 'passwordChanged'
  | 'profileChanged'
  | 'termsAccepted'
  | 'termsDeclined'
  | 'rolesChanged'
  | 'flagsChanged'
  | 'invitationAccepted'
  | 'emailVerified'
  | 'deactivated';

/** One entry of a user's activity. */
export interface ActivityEntry {
  kind: ActivityKind;
  /** ISO time. */
  at: string;
  /** What changed, e.g. `{ fields: ['firstName'] }` or `{ version: 1 }`. */
  details: Record<string, unknown>;
}

/** A page of a longer list. */
export interface Paged<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Query of paged lists (`page` from 1, `pageSize` 1-100, default 20). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

import { isDate, isEmail, isExternalUrl } from '@plein/validation';
import type { LocalizedText } from '@plein/validation';
import type { MailDelivery } from './admin';

/** Where a profile field is shown (spec section 3). */
export type ProfileFieldCategory = 'profile' | 'security' | 'privacy';

/**
 * Who sees a profile field besides staff rules: everyone who may see the profile, only the user
 * themselves (hidden when an admin views the profile), or only admins (and the user).
 */
export type ProfileFieldVisibility = 'everyone' | 'self' | 'admins';

/** A text in both languages (one definition, in `@plein/validation`). */
export type { LocalizedText };

/** The input types a tenant's own profile field may use. */
export const profileFieldInputTypes = [
  'text',
  'textarea',
  'email',
  'tel',
  'url',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
] as const;

/** One of {@link profileFieldInputTypes}. */
export type ProfileFieldInputType = (typeof profileFieldInputTypes)[number];

/**
 * The value types of a profile field. Values are stored as text: a number as `12.5`, a date as
 * `YYYY-MM-DD`, a boolean as `true` or `false`.
 */
export const profileFieldValueTypes = ['string', 'number', 'date', 'boolean'] as const;

/** One of {@link profileFieldValueTypes}. */
export type ProfileFieldValueType = (typeof profileFieldValueTypes)[number];

/**
 * The value types each input type allows: a checkbox holds a boolean, a number input a number,
 * a date input a date; text, textarea, select and radio a string or a number; e-mail, phone and
 * URL a string.
 */
export const profileFieldTypesOf: Readonly<
  Record<ProfileFieldInputType, readonly ProfileFieldValueType[]>
> = {
  text: ['string', 'number'],
  textarea: ['string'],
  email: ['string'],
  tel: ['string'],
  url: ['string'],
  number: ['number'],
  date: ['date'],
  select: ['string', 'number'],
  radio: ['string', 'number'],
  checkbox: ['boolean'],
};

/** Input types whose value is one of the field's `options`. */
export const profileFieldChoiceTypes: readonly ProfileFieldInputType[] = ['select', 'radio'];

/** Limits of a profile field definition and its values (checked by the API and the forms). */
export const profileFieldLimits = {
  /** Longest label or section label. */
  label: 80,
  /** Longest key: a lower-case letter, then letters and digits. */
  key: 40,
  /** Most options of a select or radio field. */
  options: 50,
  /** Longest option. */
  option: 200,
  /** Longest value (and default value). */
  value: 2000,
  /** Largest absolute sort ordinal. */
  sort: 1_000_000,
} as const;

/** The shape of a tenant's own field key. */
export const profileFieldKeyPattern = /^[a-z][a-zA-Z0-9]{0,39}$/;

const autofillFieldNames = new Set(
  (
    'name honorific-prefix given-name additional-name family-name honorific-suffix nickname ' +
    'username new-password current-password one-time-code organization-title organization ' +
    'street-address address-line1 address-line2 address-line3 address-level4 address-level3 ' +
    'address-level2 address-level1 country country-name postal-code cc-name cc-given-name ' +
    'cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type ' +
    'transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url ' +
    'photo'
  ).split(' '),
);
const autofillContactNames = new Set(
  (
    'tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix ' +
    'tel-local-suffix tel-extension email impp'
  ).split(' '),
);

/**
 * Whether `value` is a valid `autocomplete` attribute value (the HTML autofill grammar, which
 * WCAG 1.3.5 asks for): `on`, `off`, or an optional `section-*` token, an optional `shipping` or
 * `billing`, an optional `home`/`work`/`mobile`/`fax`/`pager` before a contact field, the field
 * name and an optional `webauthn`.
 *
 * @example
 * isAutocompleteHint('work tel'); // true
 * isAutocompleteHint('phone'); // false
 */
export function isAutocompleteHint(value: string): boolean {
  if (value === 'on' || value === 'off') return true;
  const tokens = value.split(' ');
  if (tokens.at(-1) === 'webauthn') tokens.pop();
  if (tokens[0]?.startsWith('section-') && tokens[0].length > 8) tokens.shift();
  if (tokens[0] === 'shipping' || tokens[0] === 'billing') tokens.shift();
  if (tokens.length === 1)
    return autofillFieldNames.has(tokens[0]!) || autofillContactNames.has(tokens[0]!);
  return (
    tokens.length === 2 &&
    ['home', 'work', 'mobile', 'fax', 'pager'].includes(tokens[0]!) &&
    autofillContactNames.has(tokens[1]!)
  );
}

/** A profile field definition (spec section 3). */
export interface ProfileFieldDefinition {
  key: string;
  category: ProfileFieldCategory;
  /** Fields of one section are shown together, under the section label. */
  section: string;
  subsection: string;
  sectionSort: number;
  sort: number;
  visibleFor: ProfileFieldVisibility;
  /**
   * One of {@link profileFieldInputTypes} for a tenant's own field; the built-in fields also use
   * `link` and `cookie-consent`.
   */
  inputType: string;
  /** The tenant the field belongs to. */
  platformGuid: string;
  /** The `autocomplete` hint of the input, e.g. `tel` or `off`. */
  autocomplete: string;
  /** The value the form starts with when the user has none (fits `type` and `options`). */
  defaultValue: string | null;
  required: boolean;
  /** One of {@link profileFieldValueTypes} for a tenant's own field. */
  type: string;
  /** The choices of a select or radio field (empty otherwise). */
  options: string[];
  /** Staff-only: visible to Mett users only. */
  mett: boolean;
  /** True for accountEmail, termsOfUse, privacyStatement and cookies. */
  builtIn: boolean;
  /** The field's label. */
  label: LocalizedText;
  /** The label of the field's section (the fieldset legend). */
  sectionLabel: LocalizedText;
}

/**
 * Body of `PUT /api/profilefielddefinitions/{key}` (admins; built-in keys are refused with 409,
 * the special property keys `alias`, `profielfoto` and `notificationClose` with 400).
 */
export type ProfileFieldDefinitionInput = Omit<
  ProfileFieldDefinition,
  'key' | 'platformGuid' | 'builtIn' | 'inputType' | 'type'
> & {
  inputType: ProfileFieldInputType;
  type: ProfileFieldValueType;
};

/**
 * A localized text in a language: English falls back to Dutch when it is empty.
 *
 * @example
 * localizedText(field.label, i18n.language);
 */
export function localizedText(text: LocalizedText, language: string): string {
  return language === 'en' && text.en.trim() !== '' ? text.en : text.nl;
}

/** Why a value does not fit its profile field (see {@link profileFieldValueProblem}). */
export type ProfileFieldValueProblem = 'required' | 'tooLong' | 'invalid' | 'notAnOption';

/** What {@link profileFieldValueProblem} needs to know of a field. */
export type ProfileFieldRule = Pick<
  ProfileFieldDefinition,
  'inputType' | 'type' | 'options' | 'required'
>;

const numberShape = /^-?\d{1,15}(\.\d{1,10})?$/;
const isoDateShape = /^\d{4}-\d{2}-\d{2}$/;
const phoneShape = /^\+?[\d\s().-]{6,30}$/;

/** A phone number as people type it: digits with spaces, dashes, dots or brackets, at least 6 digits. */
function isPhone(value: string): boolean {
  return phoneShape.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/**
 * Checks a value (as stored: text) against its field, the one rule both the API and the forms
 * use: not longer than 2000 characters; a required field not empty (a required checkbox
 * checked); a select or radio value one of the options; a checkbox `true` or `false`; a number,
 * a `YYYY-MM-DD` date, an e-mail address, a public http(s)/ftp URL or a phone number where the
 * field asks for one. An empty value of an optional field passes. Answers null when it fits.
 *
 * @example
 * profileFieldValueProblem({ inputType: 'email', type: 'string', options: [], required: true }, '');
 * // 'required'
 */
export function profileFieldValueProblem(
  field: ProfileFieldRule,
  value: string,
): ProfileFieldValueProblem | null {
  if (value.length > profileFieldLimits.value) return 'tooLong';
  if (field.inputType === 'checkbox' || field.type === 'boolean') {
    if (value !== '' && value !== 'true' && value !== 'false') return 'invalid';
    return field.required && value !== 'true' ? 'required' : null;
  }
  if (value.trim() === '') return field.required ? 'required' : null;
  if (profileFieldChoiceTypes.includes(field.inputType as ProfileFieldInputType)) {
    return field.options.includes(value) ? null : 'notAnOption';
  }
  if (field.type === 'number' && !numberShape.test(value)) return 'invalid';
  if (field.type === 'date' && !(isoDateShape.test(value) && isDate(value))) return 'invalid';
  if (field.inputType === 'email' && !isEmail(value)) return 'invalid';
  if (field.inputType === 'url' && !isExternalUrl(value)) return 'invalid';
  if (field.inputType === 'tel' && !isPhone(value)) return 'invalid';
  return null;
}

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
  /** True when the address already has an account on this tenant: accepting adds rights to it. */
  accountExists: boolean;
  expiresAt: string;
  platformName: string;
}

/** Body of `POST /api/userinvitation:accept`. */
export interface InvitationAcceptRequest {
  code: string;
  /** Required for a new account; an existing account on this tenant keeps its own (decision 0010). */
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

/** The answer of inviting, or inviting again: the invitation, and what became of its mail. */
export interface InvitationSent extends InvitationSummary {
  mail: MailDelivery;
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
  /** With `Sent`: whether the mail went to the mail server or waits in the outbox. */
  mail?: MailDelivery;
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
  | 'emailChanged'
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

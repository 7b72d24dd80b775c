import type { ProfileFieldDefinition } from './accounts';
import type { LocalizedText } from '@plein/validation';
import type { ApplicationUser } from './identity';
import type { AccountOrigin } from './user-roles';

/** A role of a tenant (spec section 6). */
export interface Role {
  guid: string;
  name: string;
  description: string;
  /** How many users of the tenant have it. */
  userCount: number;
}

/**
 * What a role grants (`GET /api/roles/{guid}/grants`): the pages its members may edit or see,
 * the blocks only they (and admins) see, and the forms only they may fill in. Page access takes
 * effect at once; a block restricted only in the page's unpublished draft is marked `pending`.
 */
export interface RoleGrants {
  pages: { guid: string; name: string; title: string; edit: boolean; see: boolean }[];
  blocks: {
    guid: string;
    buildingBlock: string;
    pageGuid: string;
    pageName: string;
    pageTitle: string;
    /**
     * Only in the page's unpublished draft (a block the draft adds, or a draft that restricts it
     * to the role): it takes effect when the page is published.
     */
    pending: boolean;
  }[];
  forms: { guid: string; title: LocalizedText }[];
}

/** Body of `POST /api/roles` and `PUT /api/roles/{guid}`. */
export interface RoleInput {
  name: string;
  description?: string;
}

/** Query of `GET /api/admin/users`. */
export interface AdminUsersQuery {
  /** Matched against e-mail and names (case-insensitive). */
  search?: string;
  page?: number;
  pageSize?: number;
}

/** Answer of `GET /api/admin/users/{guid}`: the profile as an admin may see it. */
export interface AdminUserDetail {
  /** Properties of fields visible only to the user (or staff-only, for non-Mett) are left out. */
  user: ApplicationUser;
  /** The field definitions the viewing admin may see for this user. */
  fields: ProfileFieldDefinition[];
  /** How the user's account came to be. */
  origin: AccountOrigin;
}

/** Body of `PUT /api/admin/users/{guid}`: flags and roles (isMett only by Mett users). */
export interface AdminUserUpdate {
  isAdmin?: boolean;
  isContentManager?: boolean;
  isDeveloper?: boolean;
  isMett?: boolean;
  isActive?: boolean;
  roleIds?: string[];
}

/**
 * What became of a mail the platform wrote: `sent` to the installation's mail server, or `queued`
 * in the outbox because no mail server is configured (`SMTP_URL`); nobody receives a queued mail.
 */
export type MailDelivery = 'sent' | 'queued';

/** What an outbox mail is for. */
export type OutboxMailKind = 'invitation' | 'passwordReset' | 'verification' | 'notice' | 'other';

/**
 * A mail kept in the outbox when no SMTP server is configured. Mails with one-time codes for the
 * address's owner (resets, verifications) are `redacted`: their `text` and `html` are empty.
 */
export interface OutboxMail {
  guid: string;
  kind: OutboxMailKind;
  to: string;
  subject: string;
  redacted: boolean;
  text: string;
  html: string;
  createdAt: string;
}

import type {
  InvitationAcceptRequest,
  InvitationCreateRequest,
  InvitationSent,
  InvitationStatus,
  InvitationSummary,
  Paged,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { createActivityRepository } from '../activity/repository';
import { createAccountsRepository } from '../auth/accounts-repository';
import type { IdentitySettings } from '../auth/identity-settings';
import { assertStrongPassword } from '../auth/password-strength';
import { hashPassword, hashSecret, isSecretShaped, newSecret } from '../auth/secrets';
import type { Mailer } from '../mail/mailer';
import type { SiteLinks } from '../mail/site-links';
import { invitationMail } from '../mail/templates';
import type { Tenant } from '../platforms/repository';
import { createMembershipsRepository } from '../profiles/repository';
import { createRolesRepository } from '../roles/repository';
import { createInvitationsRepository, invitationState, toInvitationSummary } from './repository';
import type { InvitationRecord } from './repository';

/** Invitations: admins invite, invitees look at and accept them. */
export interface InvitationsService {
  /** The new invitation, and whether its mail went out or waits in the outbox (no SMTP). */
  invite(tenant: Tenant, by: Principal, input: InvitationCreateRequest): Promise<InvitationSent>;
  resend(tenant: Tenant, guid: string): Promise<InvitationSent>;
  list(tenant: Tenant, page: number, pageSize: number): Promise<Paged<InvitationSummary>>;
  /** Null for an unknown code or one of another tenant. */
  status(tenant: Tenant, code: string): Promise<InvitationStatus | null>;
  /** Creates or links the account; false for an unknown, used, expired or foreign code. */
  accept(tenant: Tenant, input: InvitationAcceptRequest): Promise<boolean>;
}

/** The invitations service. */
export function createInvitationsService(
  knex: Knex,
  settings: IdentitySettings,
  mailer: Mailer,
  links: SiteLinks,
): InvitationsService {
  const invitations = createInvitationsRepository(knex);

  async function mail(tenant: Tenant, email: string, code: string) {
    const link = await links.link(tenant, `/invitation/${code}`);
    try {
      await mailer.send(tenant, invitationMail(email, tenant.name, link));
    } catch {
      throw new ApiError(
        502,
        'mail_failed',
        'The invitation was saved but its mail could not be sent; resend it.',
      );
    }
  }

  async function linkAccount(
    trx: Knex.Transaction,
    tenant: Tenant,
    invitation: InvitationRecord,
    input: InvitationAcceptRequest,
    passwordHash: string | null,
    now: Date,
  ) {
    const accounts = createAccountsRepository(trx);
    // An existing account keeps its password: whoever holds the code (the invitee, or an admin
    // who read it in the outbox) can add rights to it, never take it over (decision 0010).
    let account = await accounts.findByEmail(tenant, invitation.email);
    if (!account) {
      if (!passwordHash || !input.password) return false;
      assertStrongPassword(input.password, [
        invitation.email,
        input.firstName ?? '',
        input.lastName ?? '',
        tenant.name,
      ]);
      account = await accounts.create(tenant, invitation.email, passwordHash, 'Verification');
    }
    const memberships = createMembershipsRepository(trx);
    let member = await memberships.findByAccount(tenant, account.id);
    if (!member) {
      member = await memberships.create(tenant, {
        accountId: account.id,
        firstName: input.firstName,
        middleName: input.middleName,
        lastName: input.lastName,
        isAdmin: invitation.isAdmin,
        isContentManager: invitation.isContentManager,
        emailVerifiedAt: now,
      });
    } else {
      await memberships.updateFlags(tenant, member.id, {
        isAdmin: member.isAdmin || invitation.isAdmin,
        isContentManager: member.isContentManager || invitation.isContentManager,
        isActive: true,
      });
      if (!member.emailVerifiedAt) await memberships.markEmailVerified(tenant, member.id, now);
    }
    const roles = await createRolesRepository(trx).existing(tenant, invitation.roleIds);
    const added = [...roles].filter((guid) => !member.roleIds.includes(guid));
    const activity = createActivityRepository(trx);
    await activity.record(
      tenant,
      member.id,
      'invitationAccepted',
      { invitation: invitation.guid },
      now,
    );
    if (added.length > 0) {
      await memberships.setRoles(tenant, member.id, [...member.roleIds, ...added]);
      await activity.record(tenant, member.id, 'rolesChanged', { added, removed: [] }, now);
    }
    return true;
  }

  return {
    async invite(tenant, by, input) {
      const email = input.email.trim().toLowerCase();
      const roleIds = [...new Set((input.roleIds ?? []).map((id) => id.toLowerCase()))];
      const known = await createRolesRepository(knex).existing(tenant, roleIds);
      const unknown = roleIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new ApiError(400, 'unknown_role', 'Unknown role(s).', { roleIds: unknown });
      const account = await createAccountsRepository(knex).credentialsOn(tenant, email);
      if (account)
        throw new ApiError(409, 'already_member', 'This address already has an account here.');
      const code = newSecret();
      const now = settings.now();
      const record = await invitations.create(tenant, {
        email,
        codeHash: hashSecret(code),
        roleIds,
        isAdmin: input.isAdmin ?? false,
        isContentManager: input.isContentManager ?? false,
        invitedBy: by.membershipId,
        now,
        expiresAt: new Date(now.getTime() + settings.invitationTtlMs),
      });
      await mail(tenant, email, code);
      return { ...toInvitationSummary(record, now), mail: mailer.delivery };
    },
    async resend(tenant, guid) {
      const record = await invitations.findByGuid(tenant, guid);
      if (!record) throw new ApiError(404, 'invitation_not_found', 'No such invitation.');
      if (record.acceptedAt)
        throw new ApiError(409, 'invitation_accepted', 'The invitation was already accepted.');
      const code = newSecret();
      const now = settings.now();
      const expiresAt = new Date(now.getTime() + settings.invitationTtlMs);
      await invitations.renew(tenant, record.id, hashSecret(code), expiresAt);
      await mail(tenant, record.email, code);
      return { ...toInvitationSummary({ ...record, expiresAt }, now), mail: mailer.delivery };
    },
    async list(tenant, page, pageSize) {
      const { items, total } = await invitations.list(tenant, (page - 1) * pageSize, pageSize);
      const now = settings.now();
      return { items: items.map((item) => toInvitationSummary(item, now)), total, page, pageSize };
    },
    async status(tenant, code) {
      if (!isSecretShaped(code)) return null;
      const record = await invitations.findByCodeHash(tenant, hashSecret(code));
      if (!record) return null;
      // Only this tenant's accounts: whether the address exists elsewhere is none of its business.
      const account = await createAccountsRepository(knex).findByEmail(tenant, record.email);
      return {
        state: invitationState(record, settings.now()),
        email: record.email,
        accountExists: account !== null,
        expiresAt: record.expiresAt.toISOString(),
        platformName: tenant.name,
      };
    },
    async accept(tenant, input) {
      if (!isSecretShaped(input.code)) return false;
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      return knex
        .transaction(async (trx) => {
          const now = settings.now();
          const trxInvitations = createInvitationsRepository(trx);
          const record = await trxInvitations.findByCodeHash(tenant, hashSecret(input.code));
          if (!record || !(await trxInvitations.markAccepted(tenant, record.id, now))) return false;
          if (await linkAccount(trx, tenant, record, input, passwordHash, now)) return true;
          // A new account without a password: undo marking it accepted, so it can be tried again.
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error === rollback) return false;
          throw error;
        });
    },
  };
}

/** Thrown inside the accept transaction to undo marking the invitation accepted. */
const rollback = new Error('invitation accept rolled back');

import type { OutboxMail, OutboxMailKind } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import type { MailMessage } from './mailer';

/**
 * Kinds whose body an admin may read: an invitation only ever creates a new account or adds
 * rights (decision 0010). Resets and verifications carry codes for the address's owner only.
 */
const adminReadableKinds: ReadonlySet<OutboxMailKind> = new Set(['invitation', 'notice']);

/** The mail outbox of a tenant (newest first); bodies of other users' codes are redacted. */
export interface OutboxRepository {
  add(tenant: Tenant, message: MailMessage): Promise<void>;
  /** Newest first. */
  list(
    tenant: Tenant,
    offset: number,
    limit: number,
  ): Promise<{ items: OutboxMail[]; total: number }>;
}

interface OutboxRow {
  guid: string;
  kind: OutboxMailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

/** The outbox repository over `db` (the root knex or a transaction). */
export function createOutboxRepository(db: Knex | Knex.Transaction): OutboxRepository {
  return {
    async add(tenant, message) {
      assertTenant(tenant);
      await db('outbox').insert({
        platform_id: tenant.id,
        kind: message.kind,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
      });
    },
    async list(tenant, offset, limit) {
      assertTenant(tenant);
      const rows = await db('outbox')
        .where({ platform_id: tenant.id })
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .select<OutboxRow[]>(
          'guid',
          'kind',
          'to_address',
          'subject',
          'text_body',
          'html_body',
          'created_at',
        );
      const count = await db('outbox')
        .where({ platform_id: tenant.id })
        .count<{ count: string | number }[]>({ count: '*' });
      return {
        items: rows.map((row) => {
          const readable = adminReadableKinds.has(row.kind);
          return {
            guid: row.guid,
            kind: row.kind,
            to: row.to_address,
            subject: row.subject,
            redacted: !readable,
            text: readable ? row.text_body : '',
            html: readable ? row.html_body : '',
            createdAt: new Date(row.created_at).toISOString(),
          };
        }),
        total: Number(count[0]?.count ?? 0),
      };
    },
  };
}

import type { OutboxMail } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import type { MailMessage } from './mailer';

/** The mail outbox of a tenant. */
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
        items: rows.map((row) => ({
          guid: row.guid,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        total: Number(count[0]?.count ?? 0),
      };
    },
  };
}

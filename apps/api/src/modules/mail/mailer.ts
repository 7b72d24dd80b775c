import type { MailDelivery, OutboxMailKind } from '@plein/api-client';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { Tenant } from '../platforms/repository';
import { createOutboxRepository } from './outbox-repository';

/**
 * What a mail is for. Admins may read invitations kept in the outbox (they hand the link over
 * themselves); the one-time codes of the other kinds are for the address's owner only.
 */
export type MailKind = Exclude<OutboxMailKind, 'other'>;

/** One mail to one address. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends a tenant's mail. Rejects when the mail could not be handed over. */
export interface Mailer {
  /** What becomes of a mail: `sent` to a mail server, or `queued` in the outbox (no SMTP). */
  readonly delivery: MailDelivery;
  send(tenant: Tenant, message: MailMessage): Promise<void>;
}

/** Options of {@link createSmtpMailer}. */
export interface SmtpMailerOptions {
  /** `smtp://` or `smtps://` URL, credentials included when the server wants them. */
  url: string;
  /** The sender address. */
  from: string;
}

/**
 * Sends mail through an SMTP server with nodemailer.
 *
 * @example
 * const mailer = createSmtpMailer({ url: 'smtp://mail.example:587', from: 'no-reply@example.org' });
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    delivery: 'sent',
    async send(tenant, message) {
      await transport.sendMail({
        from: { name: tenant.name, address: options.from },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/**
 * Keeps mail in the `outbox` table, for an installation without SMTP. Admins read invitations
 * through `GET /api/admin/outbox`; mails carrying another user's codes are shown redacted there
 * and only the operator reads them, from the database (decision 0010).
 */
export function createOutboxMailer(knex: Knex): Mailer {
  const outbox = createOutboxRepository(knex);
  return {
    delivery: 'queued',
    async send(tenant, message) {
      await outbox.add(tenant, message);
    },
  };
}

/** The mailer the configuration asks for: SMTP when `smtpUrl` is set, else the outbox. */
export function createConfiguredMailer(
  knex: Knex,
  config: { smtpUrl?: string | null; mailFrom?: string },
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom ?? 'no-reply@plein.test' })
    : createOutboxMailer(knex);
}

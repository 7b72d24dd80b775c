import type { FormSubmission, FormSubmissionReceipt } from '@plein/api-client';
import type { FormAnswers, FormContent } from '@plein/validation';
import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { iso } from './form-rows';

/** Which submissions of a form an administrator asks for; null: no such filter. */
export interface SubmissionFilter {
  version: number | null;
  /** Inclusive bounds: from the start of `from` until the end of `to` (UTC days). */
  from: Date | null;
  /** The moment after the last one asked (the start of the day after `to`). */
  until: Date | null;
  /** Matched case-insensitively within any answer's text. */
  search: string | null;
}

/** What a new submission stores. */
export interface NewSubmission {
  formId: number;
  version: number;
  answers: FormAnswers;
  /** The signed-in account that submitted it. */
  accountId: number | null;
  now: Date;
  /** Guids of unclaimed uploads into the form that the answers name: the submission claims them. */
  images?: readonly string[];
}

/** 409 `image_taken`: an upload was claimed by another submission in the meantime. */
const imageTaken = () =>
  new ApiError(409, 'image_taken', 'An uploaded image was already sent; upload it again.');

/** The submissions of a tenant's forms. */
export interface SubmissionsRepository {
  /**
   * Answers the new submission's guid. Claims its `images` in the same transaction: when one of
   * them is no longer an unclaimed upload into the form, nothing is stored (409 `image_taken`).
   */
  add(tenant: Tenant, input: NewSubmission): Promise<string>;
  /** Those of `guids` that are unclaimed uploads into the form (lower case). */
  claimableImages(tenant: Tenant, formId: number, guids: readonly string[]): Promise<Set<string>>;
  /** A page of a form's submissions, newest first, and how many match in all. */
  page(
    tenant: Tenant,
    formId: number,
    filter: SubmissionFilter,
    offset: number,
    limit: number,
  ): Promise<{ items: FormSubmission[]; total: number; totalCapped: boolean }>;
  /** One submission of the form with the content of the version it answered. */
  find(
    tenant: Tenant,
    formId: number,
    guid: string,
  ): Promise<(FormSubmission & { content: FormContent }) | null>;
  /** The receipt of a submission of any form of the tenant. */
  receipt(tenant: Tenant, guid: string): Promise<FormSubmissionReceipt | null>;
  /** Deletes those of `guids` that are submissions of the form; answers how many. */
  delete(tenant: Tenant, formId: number, guids: readonly string[]): Promise<number>;
  /**
   * The next `limit` submissions of the form matching `filter`, newest first, after `after` (the
   * position of the last one of the previous batch): an export reads all of them in batches of
   * bounded size (keyset paging, so each batch costs the same however far it is).
   */
  batch(
    tenant: Tenant,
    formId: number,
    filter: SubmissionFilter,
    after: SubmissionPosition | null,
    limit: number,
  ): Promise<{ items: FormSubmission[]; last: SubmissionPosition | null }>;
  /**
   * Deletes the submissions older than their form's retention (one form, or all of the tenant);
   * answers how many went and how many of them were published (their items went with them).
   */
  purgeExpired(
    tenant: Tenant,
    now: Date,
    formId?: number,
  ): Promise<{ deleted: number; published: number }>;
}

/** Where a submission stands in the newest-first order. */
export interface SubmissionPosition {
  submittedOn: Date;
  id: number;
}

interface SubmissionRow {
  guid: string;
  version: number;
  submitted_on: Date | string;
  answers: FormAnswers;
  submitter_guid: string | null;
  submitter_email: string | null;
  published_item_guid: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const toSubmission = (row: SubmissionRow): FormSubmission => ({
  guid: row.guid,
  version: row.version,
  submittedOn: iso(row.submitted_on),
  answers: row.answers,
  submittedBy:
    row.submitter_email === null
      ? null
      : { guid: row.submitter_guid ?? '', email: row.submitter_email },
  publishedItemGuid: row.published_item_guid,
});

/** How many pages past the asked one a filtered total counts (as the list blocks do). */
export const submissionsCountPagesAhead = 100;

/** `query` (over `form_submissions as s`) narrowed to the submissions that match `filter`. */
function filtered<Q extends Knex.QueryBuilder>(query: Q, filter: SubmissionFilter): Q {
  if (filter.version !== null) query.where('s.version', filter.version);
  if (filter.from) query.where('s.submitted_on', '>=', filter.from);
  if (filter.until) query.where('s.submitted_on', '<', filter.until);
  if (filter.search) {
    // On the trigram index of the answers (one per line, so a match stays within one answer).
    query.whereRaw('plein_form_answers_text(s.answers) ilike ?', [
      `%${escapeLike(filter.search.replace(/[\r\n]+/g, ' '))}%`,
    ]);
  }
  return query;
}

/** The submissions repository over `db` (the root knex or a transaction). */
export function createSubmissionsRepository(db: Knex | Knex.Transaction): SubmissionsRepository {
  // The submitter as the tenant's admins know them: their membership (user) guid and address.
  const select = (tenant: Tenant) =>
    db('form_submissions as s')
      .leftJoin('accounts as a', 'a.id', 's.submitted_by')
      .leftJoin('platform_memberships as m', function joinMembership() {
        this.on('m.account_id', 'a.id').andOn('m.platform_id', 's.platform_id');
      })
      // The item that publishes it, unless an editor deleted that item.
      .leftJoin('list_items as li', function joinItem() {
        this.on('li.form_submission_id', 's.id').andOnNull('li.deleted_at');
      })
      .where('s.platform_id', tenant.id);
  const columns = [
    's.guid',
    's.version',
    's.submitted_on',
    's.answers',
    'm.guid as submitter_guid',
    'a.email as submitter_email',
    'li.guid as published_item_guid',
  ];

  /** The unclaimed uploads into form `formId` of the tenant (over `images as i`). */
  const unclaimed = (query: Knex.QueryBuilder, tenant: Tenant, formId: number) =>
    query
      .where({ 'i.platform_id': tenant.id, 'i.scope': 'form' })
      .whereNull('i.claimed_at')
      .whereNull('i.form_submission_id')
      .whereIn(
        'i.scope_guid',
        db('forms').where({ platform_id: tenant.id, id: formId }).select('guid'),
      );

  return {
    async add(tenant, input) {
      assertTenant(tenant);
      const images = [...new Set(input.images ?? [])];
      const insert = async (into: Knex | Knex.Transaction) => {
        const [row] = await into('form_submissions')
          .insert({
            platform_id: tenant.id,
            form_id: input.formId,
            version: input.version,
            answers: JSON.stringify(input.answers),
            submitted_by: input.accountId,
            submitted_on: input.now,
          })
          .returning<{ id: number; guid: string }[]>(['id', 'guid']);
        if (!row) throw new Error('Inserting a submission returned no row.');
        return row;
      };
      // Without images, one statement: no transaction to pay for.
      if (images.length === 0) return (await insert(db)).guid;
      return db.transaction(async (trx) => {
        const row = await insert(trx);
        const claimed = await unclaimed(trx('images as i'), tenant, input.formId)
          .whereIn('i.guid', images)
          .update({ form_submission_id: row.id, claimed_at: input.now });
        if (claimed !== images.length) throw imageTaken();
        return row.guid;
      });
    },
    async claimableImages(tenant, formId, guids) {
      assertTenant(tenant);
      if (guids.length === 0) return new Set();
      const rows = await unclaimed(db('images as i'), tenant, formId)
        .whereIn('i.guid', [...guids])
        .select<{ guid: string }[]>('i.guid');
      return new Set(rows.map((row) => row.guid.toLowerCase()));
    },
    async page(tenant, formId, filter, offset, limit) {
      assertTenant(tenant);
      const rows = await filtered(select(tenant).where('s.form_id', formId), filter)
        .orderBy('s.submitted_on', 'desc')
        .orderBy('s.id', 'desc')
        .offset(offset)
        .limit(limit)
        .select<SubmissionRow[]>(columns);
      if (!filter.from && !filter.until && !filter.search) {
        // Kept per version by triggers: a big form's total costs one small row read.
        const counts = db('form_version_counts').where('form_id', formId);
        if (filter.version !== null) counts.where('version', filter.version);
        const [sum] = await counts.sum<{ total: string | number | null }[]>({
          total: 'submissions',
        });
        return {
          items: rows.map(toSubmission),
          total: Number(sum?.total ?? 0),
          totalCapped: false,
        };
      }
      // A date range or a search is counted as far as the pager reaches, not to the end.
      const cap = offset + limit * submissionsCountPagesAhead;
      const [count] = await db
        .from(
          filtered(
            db('form_submissions as s').where({ 's.platform_id': tenant.id, 's.form_id': formId }),
            filter,
          )
            .select(db.raw('1'))
            .limit(cap + 1)
            .as('matching'),
        )
        .count<{ count: string | number }[]>({ count: '*' });
      const total = Number(count?.count ?? 0);
      return {
        items: rows.map(toSubmission),
        total: Math.min(total, cap),
        totalCapped: total > cap,
      };
    },
    async batch(tenant, formId, filter, after, limit) {
      assertTenant(tenant);
      const query = filtered(select(tenant).where('s.form_id', formId), filter)
        .orderBy('s.submitted_on', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit);
      if (after) {
        query.whereRaw('(s.submitted_on, s.id) < (?::timestamptz, ?::integer)', [
          after.submittedOn,
          after.id,
        ]);
      }
      const rows = await query.select<(SubmissionRow & { id: number })[]>([...columns, 's.id']);
      const tail = rows.at(-1);
      return {
        items: rows.map(toSubmission),
        last: tail ? { submittedOn: new Date(tail.submitted_on), id: tail.id } : null,
      };
    },
    async find(tenant, formId, guid) {
      assertTenant(tenant);
      const row = await select(tenant)
        .join('form_versions as v', function joinVersion() {
          this.on('v.form_id', 's.form_id').andOn('v.version', 's.version');
        })
        .where({ 's.form_id': formId, 's.guid': guid })
        .first<(SubmissionRow & { content: FormContent }) | undefined>([...columns, 'v.content']);
      return row ? { ...toSubmission(row), content: row.content } : null;
    },
    async receipt(tenant, guid) {
      assertTenant(tenant);
      const row = await db('form_submissions as s')
        .join('forms as f', 'f.id', 's.form_id')
        .join('form_versions as v', function joinVersion() {
          this.on('v.form_id', 's.form_id').andOn('v.version', 's.version');
        })
        .where({ 's.platform_id': tenant.id, 's.guid': guid })
        .first<
          | (Omit<SubmissionRow, 'submitter_guid' | 'submitter_email'> & {
              form_guid: string;
              content: FormContent;
            })
          | undefined
        >('s.guid', 's.version', 's.submitted_on', 's.answers', 'f.guid as form_guid', 'v.content');
      return row
        ? {
            guid: row.guid,
            formGuid: row.form_guid,
            version: row.version,
            submittedOn: iso(row.submitted_on),
            content: row.content,
            answers: row.answers,
          }
        : null;
    },
    async delete(tenant, formId, guids) {
      assertTenant(tenant);
      if (guids.length === 0) return 0;
      const deleted = await db('form_submissions')
        .where({ platform_id: tenant.id, form_id: formId })
        .whereIn('guid', [...guids])
        .delete(['id']);
      return deleted.length;
    },
    async purgeExpired(tenant, now, formId) {
      assertTenant(tenant);
      // The items are still visible to the statement that deletes their submissions.
      const { rows } = await db.raw<{ rows: { deleted: number; published: number }[] }>(
        `with gone as (
           delete from form_submissions s using forms f
            where f.id = s.form_id and f.platform_id = ? and f.retention_days is not null
              and (?::integer is null or f.id = ?::integer)
              and s.submitted_on < ?::timestamptz - make_interval(days => f.retention_days)
            returning s.id)
         select (select count(*)::integer from gone) as deleted,
           (select count(*)::integer from list_items
             where form_submission_id in (select id from gone)) as published`,
        [tenant.id, formId ?? null, formId ?? null, now],
      );
      return { deleted: rows[0]?.deleted ?? 0, published: rows[0]?.published ?? 0 };
    },
  };
}

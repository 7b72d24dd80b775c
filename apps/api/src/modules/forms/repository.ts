import type { FormVersionSummary } from '@plein/api-client';
import type { FormContent, FormSettings } from '@plein/validation';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { formColumns, iso, settingsColumns, toSettings } from './form-rows';
import type { FormRow } from './form-rows';
import { talliedFieldsOf } from './tallied-fields';

/** A form of a tenant: its settings, its draft and where it stands against its versions. */
export interface FormRecord {
  id: number;
  guid: string;
  settings: FormSettings;
  draft: FormContent;
  /** The newest version's number, null before the first publish. */
  publishedVersion: number | null;
  /** Whether the draft differs from the newest version (true before the first publish). */
  hasDraft: boolean;
  createdOn: string;
  updatedOn: string;
}

/** A published version with its frozen content. */
export interface FormVersionRecord {
  version: number;
  content: FormContent;
  publishedOn: string;
}

/** Forms and their versions, always within one tenant. */
export interface FormsRepository {
  /** Every form with its submission count, the last changed first. */
  list(tenant: Tenant): Promise<(FormRecord & { submissionCount: number })[]>;
  /** `lock`: hold the form's row until the transaction ends (publishing numbers versions). */
  find(tenant: Tenant, guid: string, options?: { lock?: boolean }): Promise<FormRecord | null>;
  /** A new form; answers its guid. */
  create(tenant: Tenant, settings: FormSettings, draft: FormContent, now: Date): Promise<string>;
  saveDraft(tenant: Tenant, id: number, draft: FormContent, now: Date): Promise<void>;
  saveSettings(tenant: Tenant, id: number, settings: FormSettings, now: Date): Promise<void>;
  /** False when no such form; its versions and submissions go with it. */
  delete(tenant: Tenant, guid: string): Promise<boolean>;
  /** The form's versions with their submission counts, oldest first. */
  versions(tenant: Tenant, formId: number): Promise<FormVersionSummary[]>;
  /** The content of every version of the form, oldest first. */
  contents(tenant: Tenant, formId: number): Promise<{ version: number; content: FormContent }[]>;
  version(tenant: Tenant, formId: number, version: number): Promise<FormVersionRecord | null>;
  /** Freezes `content` as `version` and marks the form changed. */
  addVersion(
    tenant: Tenant,
    formId: number,
    version: number,
    content: FormContent,
    now: Date,
  ): Promise<void>;
}

/** The forms repository over `db` (the root knex or a transaction). */
export function createFormsRepository(db: Knex | Knex.Transaction): FormsRepository {
  // The newest version's number, and whether the draft differs from its content (jsonb
  // equality, so key order does not count).
  const select = (tenant: Tenant) =>
    db('forms as f')
      .where('f.platform_id', tenant.id)
      .select(
        ...formColumns,
        db.raw('(select max(v.version) from form_versions v where v.form_id = f.id) as ??', [
          'published_version',
        ]),
        db.raw(
          `coalesce((select v.content <> f.draft from form_versions v where v.form_id = f.id
             order by v.version desc limit 1), true) as ??`,
          ['has_draft'],
        ),
      );
  const toRecord = (row: FormRow): FormRecord => ({
    id: row.id,
    guid: row.guid,
    settings: toSettings(row),
    draft: row.draft,
    publishedVersion: row.published_version === null ? null : Number(row.published_version),
    hasDraft: row.has_draft,
    createdOn: iso(row.created_on),
    updatedOn: iso(row.updated_on),
  });
  const form = (tenant: Tenant, id: number) => db('forms').where({ platform_id: tenant.id, id });

  return {
    async list(tenant) {
      assertTenant(tenant);
      const rows = await select(tenant)
        .select(
          db.raw(
            '(select coalesce(sum(c.submissions), 0) from form_version_counts c where c.form_id = f.id) as ??',
            ['submission_count'],
          ),
        )
        .orderBy('f.updated_on', 'desc')
        .orderBy('f.id', 'desc');
      return (rows as (FormRow & { submission_count: string | number })[]).map((row) => ({
        ...toRecord(row),
        submissionCount: Number(row.submission_count),
      }));
    },
    async find(tenant, guid, options = {}) {
      assertTenant(tenant);
      if (options.lock) {
        await db('forms').where({ platform_id: tenant.id, guid }).forUpdate().select('id');
      }
      const row = await select(tenant).where('f.guid', guid).first<FormRow | undefined>();
      return row ? toRecord(row) : null;
    },
    async create(tenant, settings, draft, now) {
      assertTenant(tenant);
      const [row] = await db('forms')
        .insert({
          platform_id: tenant.id,
          ...settingsColumns(settings),
          draft: JSON.stringify(draft),
          created_on: now,
          updated_on: now,
        })
        .returning<{ guid: string }[]>(['guid']);
      if (!row) throw new Error('Inserting a form returned no row.');
      return row.guid;
    },
    async saveDraft(tenant, id, draft, now) {
      assertTenant(tenant);
      await form(tenant, id).update({ draft: JSON.stringify(draft), updated_on: now });
    },
    async saveSettings(tenant, id, settings, now) {
      assertTenant(tenant);
      await form(tenant, id).update({ ...settingsColumns(settings), updated_on: now });
    },
    async delete(tenant, guid) {
      assertTenant(tenant);
      // knex-pglite reports no row count: ask for the deleted rows instead.
      return (await db('forms').where({ platform_id: tenant.id, guid }).delete(['id'])).length > 0;
    },
    async versions(tenant, formId) {
      assertTenant(tenant);
      const rows = await db('form_versions as v')
        .join('forms as f', 'f.id', 'v.form_id')
        .where({ 'f.platform_id': tenant.id, 'v.form_id': formId })
        .orderBy('v.version')
        .select<{ version: number; published_on: Date | string; count: string | number }[]>(
          'v.version',
          'v.published_on',
          db.raw(
            `coalesce((select c.submissions from form_version_counts c
               where c.form_id = v.form_id and c.version = v.version), 0) as count`,
          ),
        );
      return rows.map((row) => ({
        version: row.version,
        publishedOn: iso(row.published_on),
        submissionCount: Number(row.count),
      }));
    },
    async contents(tenant, formId) {
      assertTenant(tenant);
      return db('form_versions as v')
        .join('forms as f', 'f.id', 'v.form_id')
        .where({ 'f.platform_id': tenant.id, 'v.form_id': formId })
        .orderBy('v.version')
        .select<{ version: number; content: FormContent }[]>('v.version', 'v.content');
    },
    async version(tenant, formId, version) {
      assertTenant(tenant);
      const row = await db('form_versions as v')
        .join('forms as f', 'f.id', 'v.form_id')
        .where({ 'f.platform_id': tenant.id, 'v.form_id': formId, 'v.version': version })
        .first<{ version: number; content: FormContent; published_on: Date | string } | undefined>(
          'v.version',
          'v.content',
          'v.published_on',
        );
      return row
        ? { version: row.version, content: row.content, publishedOn: iso(row.published_on) }
        : null;
    },
    async addVersion(tenant, formId, version, content, now) {
      assertTenant(tenant);
      // Only a form of this tenant gets a version.
      const updated = await form(tenant, formId).update({ updated_on: now }, ['id']);
      if (updated.length === 0) throw new Error(`Form ${formId} is not a form of this tenant.`);
      await db('form_versions').insert({
        form_id: formId,
        version,
        content: JSON.stringify(content),
        tallied_fields: JSON.stringify(talliedFieldsOf(content)),
        published_on: now,
      });
    },
  };
}

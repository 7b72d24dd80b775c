import type { Form, FormSummary, FormVersion } from '@plein/api-client';
import type { FormContent, FormSettings } from '@plein/validation';
import { defaultFormSettings, formOpenState, takesAnswer } from '@plein/validation';
import { ApiError } from '../../http/errors';
import { isGuid } from '../../http/params';
import type { ListItemsEditorRepository } from '../list-items/editor-repository';
import type { Tenant } from '../platforms/repository';
import type { RolesRepository } from '../roles/repository';
import type { FormRecord, FormsRepository } from './repository';
import type { SubmissionsRepository } from './submissions-repository';

/** What administrators do with a tenant's forms (the routes check that they are admins). */
export interface FormsService {
  list(tenant: Tenant): Promise<FormSummary[]>;
  create(tenant: Tenant, title: FormContent['title']): Promise<Form>;
  get(tenant: Tenant, guid: string): Promise<Form>;
  saveDraft(tenant: Tenant, guid: string, draft: FormContent): Promise<Form>;
  /** Back to the newest version; 409 `form_not_published` before the first publish. */
  discardDraft(tenant: Tenant, guid: string): Promise<Form>;
  /** 400 `unknown_role` when a role id is not a role of the tenant. */
  saveSettings(tenant: Tenant, guid: string, settings: FormSettings): Promise<Form>;
  /** Freezes the draft as the next version; 409 `form_unchanged`, 400 `form_has_no_fields`. */
  publish(tenant: Tenant, guid: string): Promise<Form>;
  delete(tenant: Tenant, guid: string): Promise<void>;
  version(tenant: Tenant, guid: string, version: number): Promise<FormVersion>;
}

/** The repositories one unit of work uses. */
export interface FormsWork {
  forms: FormsRepository;
  roles: RolesRepository;
  submissions: SubmissionsRepository;
  /** Where a form's submissions may be published (its list blocks). */
  listBlocks: ListItemsEditorRepository;
}

/** Runs `work` in one transaction. */
export type WithFormsTransaction = <T>(work: (repositories: FormsWork) => Promise<T>) => Promise<T>;

/** 404 `form_not_found`: no such form on this tenant. */
export const formNotFound = () => new ApiError(404, 'form_not_found', 'No such form.');

/** The forms service over a transaction runner and a clock. */
export function createFormsService(
  withTransaction: WithFormsTransaction,
  now: () => Date,
): FormsService {
  async function found(forms: FormsRepository, tenant: Tenant, guid: string, lock = false) {
    const form = await forms.find(tenant, guid, { lock });
    if (!form) throw formNotFound();
    return form;
  }

  async function toForm(forms: FormsRepository, tenant: Tenant, record: FormRecord) {
    const form: Form = {
      guid: record.guid,
      ...record.settings,
      draft: record.draft,
      hasDraft: record.hasDraft,
      versions: await forms.versions(tenant, record.id),
      openState: formOpenState(record.settings, now()),
      createdOn: record.createdOn,
      updatedOn: record.updatedOn,
    };
    return form;
  }

  /** Changes a form in one transaction and answers it as it is afterwards. */
  const change = (
    tenant: Tenant,
    guid: string,
    work: (repositories: FormsWork, form: FormRecord) => Promise<void>,
  ) =>
    withTransaction(async (repositories) => {
      await work(repositories, await found(repositories.forms, tenant, guid, true));
      return toForm(repositories.forms, tenant, await found(repositories.forms, tenant, guid));
    });

  return {
    list: (tenant) =>
      withTransaction(async ({ forms, submissions }) => {
        const at = now();
        // Counts leave out what retention has deleted.
        await submissions.purgeExpired(tenant, at);
        return (await forms.list(tenant)).map((record) => ({
          guid: record.guid,
          title: record.draft.title,
          openState: formOpenState(record.settings, at),
          publishedVersion: record.publishedVersion,
          hasDraft: record.hasDraft,
          submissionCount: record.submissionCount,
          updatedOn: record.updatedOn,
        }));
      }),
    create: (tenant, title) =>
      withTransaction(async ({ forms }) => {
        const draft: FormContent = {
          title,
          introduction: { nl: '', en: '' },
          confirmation: { nl: '', en: '' },
          fields: [],
        };
        const guid = await forms.create(tenant, defaultFormSettings, draft, now());
        return toForm(forms, tenant, await found(forms, tenant, guid));
      }),
    get: (tenant, guid) =>
      withTransaction(async ({ forms }) => toForm(forms, tenant, await found(forms, tenant, guid))),
    saveDraft: (tenant, guid, draft) =>
      change(tenant, guid, ({ forms }, form) => forms.saveDraft(tenant, form.id, draft, now())),
    discardDraft: (tenant, guid) =>
      change(tenant, guid, async ({ forms }, form) => {
        if (form.publishedVersion === null) {
          throw new ApiError(409, 'form_not_published', 'This form has no published version.');
        }
        const newest = await forms.version(tenant, form.id, form.publishedVersion);
        if (!newest)
          throw new Error(`Version ${form.publishedVersion} of form ${form.id} is gone.`);
        await forms.saveDraft(tenant, form.id, newest.content, now());
      }),
    saveSettings: (tenant, guid, settings) =>
      change(tenant, guid, async ({ forms, roles, listBlocks }, form) => {
        const roleIds = [...new Set(settings.roleIds.map((id) => id.toLowerCase()))];
        const known = await roles.existing(tenant, roleIds.filter(isGuid));
        const unknown = roleIds.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw new ApiError(400, 'unknown_role', 'Unknown role(s).', { roleIds: unknown });
        }
        const listBlockGuid = settings.publication?.listBlockGuid.toLowerCase();
        if (listBlockGuid && !(await listBlocks.findBlock(tenant, listBlockGuid))) {
          throw new ApiError(400, 'unknown_list_block', 'No such list block on this site.', {
            listBlockGuid,
          });
        }
        const publication = settings.publication && {
          ...settings.publication,
          listBlockGuid: listBlockGuid ?? settings.publication.listBlockGuid,
        };
        await forms.saveSettings(tenant, form.id, { ...settings, roleIds, publication }, now());
      }),
    publish: (tenant, guid) =>
      change(tenant, guid, async ({ forms }, form) => {
        if (!form.hasDraft) {
          throw new ApiError(409, 'form_unchanged', 'Nothing has changed since the last publish.');
        }
        if (!form.draft.fields.some(takesAnswer)) {
          throw new ApiError(
            400,
            'form_has_no_fields',
            'A form needs at least one field to answer before it is published.',
          );
        }
        const next = (form.publishedVersion ?? 0) + 1;
        await forms.addVersion(tenant, form.id, next, form.draft, now());
      }),
    delete: (tenant, guid) =>
      withTransaction(async ({ forms }) => {
        if (!(await forms.delete(tenant, guid))) throw formNotFound();
      }),
    version: (tenant, guid, version) =>
      withTransaction(async ({ forms }) => {
        const form = await found(forms, tenant, guid);
        const record = await forms.version(tenant, form.id, version);
        if (!record) throw new ApiError(404, 'form_version_not_found', 'No such form version.');
        const summary = (await forms.versions(tenant, form.id)).find(
          (entry) => entry.version === version,
        );
        return {
          formGuid: form.guid,
          version: record.version,
          publishedOn: record.publishedOn,
          submissionCount: summary?.submissionCount ?? 0,
          content: record.content,
        };
      }),
  };
}

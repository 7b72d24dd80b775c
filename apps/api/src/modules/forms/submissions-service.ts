import type { FormSubmission, FormSubmissionDetail, FormSubmissionsPage } from '@plein/api-client';
import type { FormContent } from '@plein/validation';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { FormsRepository } from './repository';
import { formNotFound } from './service';
import type {
  SubmissionFilter,
  SubmissionPosition,
  SubmissionsRepository,
} from './submissions-repository';

/** What administrators do with the submissions of a form (the routes check they are admins). */
export interface FormSubmissionsService {
  list(
    tenant: Tenant,
    formGuid: string,
    query: { filter: SubmissionFilter; page: number; pageSize: number; offset: number },
  ): Promise<FormSubmissionsPage>;
  /** 404 `submission_not_found` when the form has no such submission. */
  get(tenant: Tenant, formGuid: string, guid: string): Promise<FormSubmissionDetail>;
  /** Deletes those of `guids` that belong to the form. */
  delete(tenant: Tenant, formGuid: string, guids: readonly string[]): Promise<void>;
  /**
   * What an export of the form's submissions needs: the content of every version and the
   * matching submissions, newest first, in batches read one after the other.
   */
  exportOf(
    tenant: Tenant,
    formGuid: string,
    filter: SubmissionFilter,
  ): Promise<{ contents: { content: FormContent }[]; batches: AsyncIterable<FormSubmission[]> }>;
}

/** How many submissions an export reads at a time. */
const exportBatchSize = 500;

/** 404 `submission_not_found`. */
export const submissionNotFound = () =>
  new ApiError(404, 'submission_not_found', 'No such submission.');

/**
 * The submissions service. Submissions past their form's retention are deleted before any is
 * read, so an administrator never sees one that should be gone.
 */
export function createFormSubmissionsService(
  forms: FormsRepository,
  submissions: SubmissionsRepository,
  now: () => Date,
): FormSubmissionsService {
  async function formId(tenant: Tenant, guid: string): Promise<number> {
    const form = await forms.find(tenant, guid);
    if (!form) throw formNotFound();
    await submissions.purgeExpired(tenant, now(), form.id);
    return form.id;
  }

  return {
    async list(tenant, formGuid, query) {
      const id = await formId(tenant, formGuid);
      const { items, total, totalCapped } = await submissions.page(
        tenant,
        id,
        query.filter,
        query.offset,
        query.pageSize,
      );
      return { items, total, totalCapped, page: query.page, pageSize: query.pageSize };
    },
    async get(tenant, formGuid, guid) {
      const found = await submissions.find(tenant, await formId(tenant, formGuid), guid);
      if (!found) throw submissionNotFound();
      return { ...found, formGuid };
    },
    async exportOf(tenant, formGuid, filter) {
      const id = await formId(tenant, formGuid);
      const contents = await forms.contents(tenant, id);
      async function* batches() {
        let after: SubmissionPosition | null = null;
        do {
          const batch = await submissions.batch(tenant, id, filter, after, exportBatchSize);
          if (batch.items.length > 0) yield batch.items;
          after = batch.last;
        } while (after);
      }
      return { contents, batches: batches() };
    },
    async delete(tenant, formGuid, guids) {
      const lower = [...new Set(guids.map((guid) => guid.toLowerCase()))];
      await submissions.delete(tenant, await formId(tenant, formGuid), lower);
    },
  };
}

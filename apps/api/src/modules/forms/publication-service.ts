import type { SubmissionPublication } from '@plein/api-client';
import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import type { ListItemsEditorRepository } from '../list-items/editor-repository';
import type { ListItemsWriteRepository } from '../list-items/write-repository';
import type { Tenant } from '../platforms/repository';
import { publicationItem } from './publication-item';
import type { FormsRepository } from './repository';
import { formNotFound } from './service';
import type { SubmissionsRepository } from './submissions-repository';
import { submissionNotFound } from './submissions-service';

/** What administrators do to publish a form's submissions (the routes check they are admins). */
export interface SubmissionPublicationService {
  /**
   * Publishes a submission as an item of the form's publication list; answers the item's guid
   * (the same item when it is published already). 404 `form_not_found` or
   * `submission_not_found`, 409 `publication_not_set` or `publication_list_missing`.
   */
  publish(tenant: Tenant, formGuid: string, guid: string): Promise<SubmissionPublication>;
  /** Takes a submission's item away (nothing when it has none). 404 as `publish`. */
  unpublish(tenant: Tenant, formGuid: string, guid: string): Promise<void>;
}

/** The repositories one unit of publishing uses, over one transaction. */
export interface PublicationWork {
  forms: FormsRepository;
  submissions: SubmissionsRepository;
  items: ListItemsWriteRepository;
  listBlocks: ListItemsEditorRepository;
  trx: Knex.Transaction;
}

/** Runs `work` in one transaction. */
export type WithPublicationTransaction = <T>(
  work: (repositories: PublicationWork) => Promise<T>,
) => Promise<T>;

/**
 * Publishing approved submissions as content of kind FormSubmission (decision 0012): a list item
 * that points at its submission (`list_items.form_submission_id`), so deleting the submission
 * deletes the item.
 */
export function createSubmissionPublicationService(
  withTransaction: WithPublicationTransaction,
): SubmissionPublicationService {
  async function submissionOf(
    work: PublicationWork,
    tenant: Tenant,
    formGuid: string,
    guid: string,
  ) {
    const form = await work.forms.find(tenant, formGuid);
    if (!form) throw formNotFound();
    const submission = await work.submissions.find(tenant, form.id, guid.toLowerCase());
    if (!submission) throw submissionNotFound();
    return { form, submission };
  }
  /** Removes the submission's item, live or deleted by an editor. */
  const removeItem = (trx: Knex.Transaction, tenant: Tenant, guid: string) =>
    trx('list_items')
      .where({ platform_id: tenant.id })
      .whereIn(
        'form_submission_id',
        trx('form_submissions').where({ platform_id: tenant.id, guid }).select('id'),
      )
      .delete();

  return {
    publish: (tenant, formGuid, guid) =>
      withTransaction(async (work) => {
        const { form, submission } = await submissionOf(work, tenant, formGuid, guid);
        const { publication } = form.settings;
        if (!publication) {
          throw new ApiError(409, 'publication_not_set', 'This form does not publish submissions.');
        }
        if (submission.publishedItemGuid) return { itemGuid: submission.publishedItemGuid };
        const block = await work.listBlocks.findBlock(tenant, publication.listBlockGuid);
        if (!block) {
          throw new ApiError(
            409,
            'publication_list_missing',
            'The list this form publishes to no longer exists; choose another in its settings.',
          );
        }
        await removeItem(work.trx, tenant, submission.guid);
        const item = publicationItem(
          submission.content,
          submission.answers,
          publication,
          submission.submittedOn,
        );
        await work.items.ensureType(tenant, item.listItemTypeName);
        const [created] = await work.items.createItems(tenant, block.id, [item]);
        if (!created) throw new Error('Creating the item of a submission returned none.');
        await work
          .trx('list_items')
          .where({ platform_id: tenant.id, guid: created.guid })
          .update({
            content_kind: 'FormSubmission',
            form_submission_id: work
              .trx('form_submissions')
              .where({ guid: submission.guid })
              .select('id'),
          });
        return { itemGuid: created.guid };
      }),
    unpublish: (tenant, formGuid, guid) =>
      withTransaction(async (work) => {
        const { submission } = await submissionOf(work, tenant, formGuid, guid);
        await removeItem(work.trx, tenant, submission.guid);
      }),
  };
}

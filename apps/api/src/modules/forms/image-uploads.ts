import { formOpenState } from '@plein/validation';
import { ApiError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';
import type { FormUploadGate } from '../images/service';
import type { MembershipsRepository } from '../profiles/repository';
import { formRefusal, refusalError } from './access';
import { formVisitorOf, publishedForm } from './published-form';
import type { FormsRepository } from './repository';
import { spendUploadBudget } from './submit-limits';
import type { FormSubmitLimits } from './submit-limits';

/** What {@link createFormUploadGate} needs. */
export interface FormUploadGateDependencies {
  forms: FormsRepository;
  memberships: Pick<MembershipsRepository, 'findById'>;
  limiter: RateLimiter;
  limits: FormSubmitLimits;
  now: () => Date;
}

/**
 * Who may upload an image into a form (the image service's `form` scope): whoever may submit it
 * now, by the same checks in the same order as a submission (published, open, access level), a
 * form with an image field only (409 `form_takes_no_images`), within the upload budgets per IP
 * address and per form (429).
 *
 * @example
 * createImages({ db, logger, config, formUploads: createFormUploadGate(deps) });
 */
export function createFormUploadGate(deps: FormUploadGateDependencies): FormUploadGate {
  return async (tenant, guid, { principal, ip }) => {
    const { form, newest } = await publishedForm(deps.forms, tenant, guid);
    const visitor = await formVisitorOf(deps.memberships, tenant, form.settings, principal);
    const refusal = formRefusal(formOpenState(form.settings, deps.now()), form.settings, visitor);
    if (refusal) throw refusalError(refusal);
    if (!newest.content.fields.some((field) => field.type === 'image')) {
      throw new ApiError(409, 'form_takes_no_images', 'This form asks for no image.');
    }
    await spendUploadBudget(deps.limiter, deps.limits, {
      tenantId: tenant.id,
      formId: form.id,
      ip,
    });
  };
}

import { randomUUID } from 'node:crypto';
import type {
  FormSubmissionReceipt,
  FormSubmitRequest,
  FormSubmitResponse,
  PublicForm,
} from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import type { FormSettings } from '@plein/validation';
import { formAnswersProblems, formOpenState } from '@plein/validation';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { SiteLinks } from '../mail/site-links';
import type { Tenant } from '../platforms/repository';
import type { MembershipsRepository } from '../profiles/repository';
import { formRefusal, refusalError } from './access';
import { formImagePath, imageAnswers, unclaimableImageProblems } from './image-answers';
import { confirmationMail, submissionMail } from './notify-mail';
import type { FormRecord, FormsRepository, FormVersionRecord } from './repository';
import { formVisitorOf, publishedForm } from './published-form';
import { spendSubmitBudget } from './submit-limits';
import type { FormSubmitLimits } from './submit-limits';
import type { SubmissionsRepository } from './submissions-repository';
import { submissionNotFound } from './submissions-service';

/** Who calls: the signed-in user (null: a visitor) and their IP address (rate limits). */
export interface Caller {
  principal: Principal | null;
  ip: string;
}

/** What visitors do with forms: read the published one, submit it, read their receipt. */
export interface FormsVisitorService {
  /** The newest published version and why the caller may not submit it (null: they may). */
  read(tenant: Tenant, guid: string, caller: Caller): Promise<PublicForm>;
  /** Checks, stores and/or mails a submission (see the routes for the order of the checks). */
  submit(
    tenant: Tenant,
    guid: string,
    input: FormSubmitRequest,
    caller: Caller,
  ): Promise<FormSubmitResponse>;
  receipt(tenant: Tenant, guid: string): Promise<FormSubmissionReceipt>;
}

/** What {@link createFormsVisitorService} needs. */
export interface FormsVisitorDependencies {
  forms: FormsRepository;
  submissions: SubmissionsRepository;
  memberships: MembershipsRepository;
  limiter: RateLimiter;
  limits: FormSubmitLimits;
  mailer: Mailer;
  links: SiteLinks;
  logger: Logger;
  now: () => Date;
}

/** The visitors' forms service. */
export function createFormsVisitorService(deps: FormsVisitorDependencies): FormsVisitorService {
  const { forms, submissions, now } = deps;

  const published = (tenant: Tenant, guid: string) => publishedForm(forms, tenant, guid);
  const visitorOf = (tenant: Tenant, settings: FormSettings, principal: Principal | null) =>
    formVisitorOf(deps.memberships, tenant, settings, principal);

  /** Mails the answers to the form's own addresses; a failure matters only when nothing was kept. */
  async function notify(
    tenant: Tenant,
    form: FormRecord,
    newest: FormVersionRecord,
    input: FormSubmitRequest,
    stored: string | null,
  ) {
    const link = stored
      ? await deps.links.link(tenant, `/admin/forms/${form.guid}/${stored}`).catch(() => null)
      : null;
    // Administrators see a submission's images; unkept ones are not linked (they soon go).
    const origin = stored ? await deps.links.link(tenant, '').catch(() => null) : null;
    const imageLink = (image: string) => (origin ? `${origin}${formImagePath(image)}` : null);
    for (const to of form.settings.notifyAddresses) {
      try {
        await deps.mailer.send(
          tenant,
          submissionMail(to, tenant.name, newest.content, input.answers, link, imageLink),
        );
      } catch (error) {
        deps.logger.warn({ err: error, form: form.guid }, 'form notification not sent');
        if (!stored) {
          throw new ApiError(502, 'mail_failed', 'The submission could not be sent; try again.');
        }
      }
    }
  }

  /**
   * Mails a signed-in submitter their copy, at their account's verified address only; an
   * unverified or absent address gets nothing. The submission stands whatever the mail does.
   */
  async function confirm(
    tenant: Tenant,
    form: FormRecord,
    newest: FormVersionRecord,
    input: FormSubmitRequest,
    principal: Principal,
    stored: string | null,
  ) {
    const member = await deps.memberships.findById(tenant, principal.membershipId);
    if (!member?.emailVerifiedAt) return;
    try {
      const receipt = stored ? await deps.links.link(tenant, `/submission/${stored}`) : null;
      // The receipt's guid lets its holder see the images they sent.
      const origin = stored ? await deps.links.link(tenant, '') : null;
      const imageLink = (image: string) =>
        origin && stored ? `${origin}${formImagePath(image, stored)}` : null;
      await deps.mailer.send(
        tenant,
        confirmationMail(
          member.email,
          tenant.name,
          newest.content,
          input.answers,
          receipt,
          imageLink,
        ),
      );
    } catch (error) {
      deps.logger.warn({ err: error, form: form.guid }, 'form confirmation not sent');
    }
  }

  return {
    async read(tenant, guid, caller) {
      const { form, newest } = await published(tenant, guid);
      const openState = formOpenState(form.settings, now());
      const visitor = await visitorOf(tenant, form.settings, caller.principal);
      return {
        guid: form.guid,
        version: newest.version,
        content: newest.content,
        openState,
        openDate: form.settings.openDate,
        closeDate: form.settings.closeDate,
        refusal: formRefusal(openState, form.settings, visitor),
      };
    },
    async submit(tenant, guid, input, caller) {
      const { form, newest } = await published(tenant, guid);
      if (input.version !== newest.version) {
        throw new ApiError(
          409,
          'form_version_changed',
          'The form was changed while it was being filled in; reload it.',
          { version: newest.version },
        );
      }
      const at = now();
      const visitor = await visitorOf(tenant, form.settings, caller.principal);
      const refusal = formRefusal(formOpenState(form.settings, at), form.settings, visitor);
      if (refusal) throw refusalError(refusal);
      await spendSubmitBudget(deps.limiter, deps.limits, {
        tenantId: tenant.id,
        formId: form.id,
        ip: caller.ip,
      });
      const saves = form.settings.actions.includes('Save');
      // The honeypot: a bot is told it succeeded, and nothing is kept or sent.
      if (input.website) return { guid: saves ? randomUUID() : null };
      const images = imageAnswers(newest.content.fields, input.answers);
      const problems = {
        ...(images.length > 0
          ? unclaimableImageProblems(
              images,
              await submissions.claimableImages(
                tenant,
                form.id,
                images.map((image) => image.guid),
              ),
            )
          : {}),
        ...formAnswersProblems(newest.content.fields, input.answers),
      };
      if (Object.keys(problems).length > 0) {
        throw new ApiError(400, 'invalid_answers', 'Some answers are not valid.', {
          fields: problems,
        });
      }
      let stored: string | null = null;
      if (saves) {
        stored = await submissions.add(tenant, {
          formId: form.id,
          version: newest.version,
          answers: input.answers,
          accountId: caller.principal?.accountId ?? null,
          now: at,
          images: images.map((image) => image.guid),
        });
      }
      if (form.settings.actions.includes('Notify')) {
        await notify(tenant, form, newest, input, stored);
      }
      if (form.settings.confirmToSubmitter && caller.principal) {
        await confirm(tenant, form, newest, input, caller.principal, stored);
      }
      return { guid: stored };
    },
    async receipt(tenant, guid) {
      await submissions.purgeExpired(tenant, now());
      const receipt = await submissions.receipt(tenant, guid);
      if (!receipt) throw submissionNotFound();
      return receipt;
    },
  };
}

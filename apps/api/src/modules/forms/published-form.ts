import type { FormSettings } from '@plein/validation';
import type { Principal } from '../../http/principal';
import type { Tenant } from '../platforms/repository';
import type { MembershipsRepository } from '../profiles/repository';
import type { FormVisitor } from './access';
import type { FormRecord, FormsRepository, FormVersionRecord } from './repository';
import { formNotFound } from './service';

/**
 * The published form with its newest version, else 404 `form_not_found`: what visitors fill in
 * (and upload images into).
 *
 * @example
 * const { form, newest } = await publishedForm(forms, tenant, guid);
 */
export async function publishedForm(
  forms: FormsRepository,
  tenant: Tenant,
  guid: string,
): Promise<{ form: FormRecord; newest: FormVersionRecord }> {
  const form = await forms.find(tenant, guid);
  const newest =
    form?.publishedVersion != null
      ? await forms.version(tenant, form.id, form.publishedVersion)
      : null;
  if (!form || !newest) throw formNotFound();
  return { form, newest };
}

/**
 * The caller as a form's access rules see them; verification is looked up only when it counts.
 *
 * @example
 * formRefusal(state, form.settings, await formVisitorOf(memberships, tenant, form.settings, principal));
 */
export async function formVisitorOf(
  memberships: Pick<MembershipsRepository, 'findById'>,
  tenant: Tenant,
  settings: FormSettings,
  principal: Principal | null,
): Promise<FormVisitor> {
  if (!principal || settings.accessLevel !== 'Verify') {
    return { principal, emailVerified: false };
  }
  const member = await memberships.findById(tenant, principal.membershipId);
  return { principal, emailVerified: member?.emailVerifiedAt != null };
}

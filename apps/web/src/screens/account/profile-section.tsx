import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLoggedInProfileMutation } from '@plein/api-client';
import type { ApplicationUser, ProfileUpdate } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { NameFields } from '../../forms/name-fields';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { propertyValue, withProperty } from '../../identity/notification-close';
import { profileSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';
import { ProfilePhotoSection } from './profile-photo-section';
import { TenantFieldsets } from './tenant-fields/tenant-fieldsets';
import {
  serverFieldErrors,
  tenantFieldValues,
  tenantFieldsSchema,
  withTenantFieldValues,
} from './tenant-fields/tenant-fields';
import { useTenantFields } from './tenant-fields/use-tenant-fields';

/** The profile fields a user edits here. */
export interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  alias: string;
}

/** The form values of a user's profile. */
export function profileValues(user: ApplicationUser): ProfileValues {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    alias: propertyValue(user, 'alias'),
  };
}

/** The update that saves profile values (the alias is a property, spec section 3). */
export function profileUpdate(user: ApplicationUser, values: ProfileValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
    properties: withProperty(user.properties, 'alias', values.alias.trim()),
  };
}

/**
 * Names, alias and the tenant's own profile fields, with the e-mail address shown; saving sends
 * the full properties list and offers an undo (spec section 4).
 */
export function ProfileSection({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update] = useUpdateLoggedInProfileMutation();
  const [failed, setFailed] = useState(false);
  const fields = useTenantFields('profile', user);
  const schema = useMemo(
    () => profileSchema.shape({ fields: tenantFieldsSchema(fields) }),
    [fields],
  );

  const save = async (body: ProfileUpdate) => {
    const result = await update(body);
    if (result.error) return { saved: false, error: result.error };
    dispatch(userUpdated(result.data));
    return { saved: true, error: undefined };
  };

  return (
    <section aria-labelledby="profile-heading">
      <Stack gap={4}>
        <h2 id="profile-heading">{t('account.categories.profile')}</h2>
        <dl className="plein-read-only">
          <dt>{t('account.email')}</dt>
          <dd>{user.email}</dd>
        </dl>
        <ProfilePhotoSection user={user} />
        <Formik
          initialValues={{ ...profileValues(user), fields: tenantFieldValues(fields, user) }}
          enableReinitialize
          validationSchema={schema}
          onSubmit={async ({ fields: fieldValues, ...values }, helpers) => {
            setFailed(false);
            const before = {
              ...profileUpdate(user, profileValues(user)),
              properties: user.properties,
            };
            const next = profileUpdate(user, values);
            const outcome = await save({
              ...next,
              properties: withTenantFieldValues(next.properties ?? [], fields, fieldValues),
            });
            if (!outcome.saved) {
              const errors = serverFieldErrors(outcome.error, fields);
              if (errors) helpers.setErrors({ fields: errors });
              setFailed(true);
              return;
            }
            notify({
              tone: 'success',
              message: t('account.profileSaved'),
              action: {
                label: t('notifications.undo'),
                run: () => {
                  void save(before).then(({ saved }) =>
                    notify({
                      tone: saved ? 'info' : 'error',
                      message: t(saved ? 'account.profileRestored' : 'account.saveFailed'),
                    }),
                  );
                },
              },
            });
          }}
        >
          {() => (
            <FormLayout submitLabel={t('account.save')}>
              <UnsavedFormGuard />
              {failed ? (
                <Notice tone="error" role="alert">
                  <p>{t('account.saveFailed')}</p>
                </Notice>
              ) : null}
              <NameFields />
              <FormTextField
                name="alias"
                autoComplete="nickname"
                label={t('account.alias')}
                description={t('account.aliasHelp')}
              />
              <TenantFieldsets fields={fields} />
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </section>
  );
}

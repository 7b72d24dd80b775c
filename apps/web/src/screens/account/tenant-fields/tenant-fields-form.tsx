import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLoggedInProfileMutation } from '@plein/api-client';
import type { ApplicationUser, ProfileFieldCategory, ProfileUpdate } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Notice, Stack } from '@plein/ui-kit';
import { object } from 'yup';
import { FormLayout } from '../../../forms/form-layout';
import { UnsavedFormGuard } from '../../../forms/unsaved-form-guard';
import { useNotify } from '../../../notifications/notifications-provider';
import { TenantFieldsets } from './tenant-fieldsets';
import {
  serverFieldErrors,
  tenantFieldValues,
  tenantFieldsSchema,
  withTenantFieldValues,
} from './tenant-fields';
import { useTenantFields } from './use-tenant-fields';

/**
 * The tenant's own fields of the security or privacy section in a form of their own: saving
 * sends the full properties list (other keys kept) and offers an undo (spec section 4); a refused
 * value shows at its field. Renders nothing when the tenant has no such fields.
 *
 * @example
 * <TenantFieldsForm category="privacy" user={user} />
 */
export function TenantFieldsForm({
  category,
  user,
}: {
  category: Exclude<ProfileFieldCategory, 'profile'>;
  user: ApplicationUser;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update] = useUpdateLoggedInProfileMutation();
  const [failed, setFailed] = useState(false);
  const fields = useTenantFields(category, user);
  const schema = useMemo(() => object({ fields: tenantFieldsSchema(fields) }), [fields]);
  if (fields.length === 0) return null;
  const headingId = `${category}-fields-heading`;

  const save = async (body: ProfileUpdate) => {
    const result = await update(body);
    if (result.error) return { error: result.error };
    dispatch(userUpdated(result.data));
    return { error: null };
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId}>{t('account.fields.title')}</h2>
        <Formik
          initialValues={{ fields: tenantFieldValues(fields, user) }}
          enableReinitialize
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            setFailed(false);
            const before = user.properties;
            const { error } = await save({
              properties: withTenantFieldValues(user.properties, fields, values.fields),
            });
            if (error) {
              const errors = serverFieldErrors(error, fields);
              if (errors) helpers.setErrors({ fields: errors });
              setFailed(true);
              return;
            }
            notify({
              tone: 'success',
              message: t('account.fields.saved'),
              action: {
                label: t('notifications.undo'),
                run: () => {
                  void save({ properties: before }).then((restored) =>
                    notify({
                      tone: restored.error ? 'error' : 'info',
                      message: t(restored.error ? 'account.saveFailed' : 'account.fields.restored'),
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
              <TenantFieldsets fields={fields} />
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </section>
  );
}

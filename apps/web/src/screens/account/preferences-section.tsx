import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLoggedInProfileMutation } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../forms/form-layout';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { notificationCloseSeconds, withProperty } from '../../identity/notification-close';
import { preferencesSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';

/** Preferences: how many seconds confirmations stay (`notificationClose`, default 10). */
export function PreferencesSection({ user }: { user: ApplicationUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update] = useUpdateLoggedInProfileMutation();
  const [failed, setFailed] = useState(false);

  return (
    <section aria-labelledby="preferences-heading">
      <Stack gap={4}>
        <h2 id="preferences-heading">{t('account.categories.preferences')}</h2>
        <Formik
          initialValues={{ notificationClose: String(notificationCloseSeconds(user)) }}
          enableReinitialize
          validationSchema={preferencesSchema}
          onSubmit={async (values) => {
            setFailed(false);
            const seconds = preferencesSchema.cast(values).notificationClose;
            const result = await update({
              properties: withProperty(user.properties, 'notificationClose', String(seconds)),
            });
            if (result.error) {
              setFailed(true);
              return;
            }
            dispatch(userUpdated(result.data));
            notify({ tone: 'success', message: t('account.preferencesSaved') });
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
              <FormTextField
                name="notificationClose"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                label={t('account.notificationClose')}
                description={t('account.notificationCloseHelp')}
              />
            </FormLayout>
          )}
        </Formik>
      </Stack>
    </section>
  );
}

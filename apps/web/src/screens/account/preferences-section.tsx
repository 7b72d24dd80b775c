import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  preferredInterfaceLanguage,
  preferredNotificationPosition,
  useUpdateLoggedInProfileMutation,
} from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { useAppDispatch, userUpdated } from '@plein/state-store';
import { Notice, Stack } from '@plein/ui-kit';
import { notificationPositions } from '@plein/validation';
import { FormLayout } from '../../forms/form-layout';
import { FormRadioGroup } from '../../forms/form-radio-group';
import { FormTextField } from '../../forms/form-text-field';
import { UnsavedFormGuard } from '../../forms/unsaved-form-guard';
import { asLanguage, defaultLanguage, languages } from '../../i18n/i18n';
import { notificationCloseSeconds, withProperty } from '../../identity/notification-close';
import { preferencesSchema } from '../../identity/schemas';
import { useNotify } from '../../notifications/notifications-provider';

/**
 * Preferences: how many seconds confirmations stay (`notificationClose`, default 10), where
 * notifications appear (`notificationPosition`) and the interface language
 * (`interfaceLanguage`), which applies at once and on the next visit.
 */
export function PreferencesSection({ user }: { user: ApplicationUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [update] = useUpdateLoggedInProfileMutation();
  const [failed, setFailed] = useState(false);
  const shownLanguage = asLanguage(i18n.language) ?? defaultLanguage;

  return (
    <section aria-labelledby="preferences-heading">
      <Stack gap={4}>
        <h2 id="preferences-heading">{t('account.categories.preferences')}</h2>
        <Formik
          initialValues={{
            notificationClose: String(notificationCloseSeconds(user)),
            notificationPosition: preferredNotificationPosition(user.properties),
            interfaceLanguage: preferredInterfaceLanguage(user.properties) ?? shownLanguage,
          }}
          enableReinitialize
          validationSchema={preferencesSchema}
          onSubmit={async (values) => {
            setFailed(false);
            const chosen = preferencesSchema.cast(values);
            let properties = withProperty(
              user.properties,
              'notificationClose',
              String(chosen.notificationClose),
            );
            properties = withProperty(
              properties,
              'notificationPosition',
              chosen.notificationPosition,
            );
            properties = withProperty(properties, 'interfaceLanguage', chosen.interfaceLanguage);
            const result = await update({ properties });
            if (result.error) {
              setFailed(true);
              return;
            }
            dispatch(userUpdated(result.data));
            // The shell switches language on `?lang=` (and keeps it for the session), as the
            // language links do; the confirmation then speaks the new language.
            if (chosen.interfaceLanguage !== shownLanguage)
              await navigate(`${pathname}?lang=${chosen.interfaceLanguage}`, { replace: true });
            // `i18n.t`, not the render's `t`: that one is fixed to the language it rendered in.
            notify({ tone: 'success', message: i18n.t('account.preferencesSaved') });
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
              <FormRadioGroup
                name="interfaceLanguage"
                label={t('account.interfaceLanguage')}
                description={t('account.interfaceLanguageHelp')}
                options={languages.map((code) => ({
                  value: code,
                  label: <span lang={code}>{t(`languages.${code}`)}</span>,
                }))}
              />
              <FormRadioGroup
                name="notificationPosition"
                label={t('account.notificationPosition')}
                description={t('account.notificationPositionHelp')}
                options={notificationPositions.map((position) => ({
                  value: position,
                  label: t(`account.notificationPositions.${position}`),
                }))}
              />
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

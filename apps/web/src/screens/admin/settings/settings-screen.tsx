import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toSettingsMap,
  useGetPlatformSettingValuesQuery,
  useUpdatePlatformSettingsMutation,
} from '@plein/api-client';
import { Notice, Stack } from '@plein/ui-kit';
import { FormLayout } from '../../../forms/form-layout';
import { UnsavedFormGuard } from '../../../forms/unsaved-form-guard';
import { allSettingsQuery } from '../../../routing/content-admin-steps';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { ScreenMain } from '../../screen-main';
import { refusalOf, rememberFailure } from '../shared/server-problems';
import { ColoursFieldset } from './colours-fieldset';
import { FooterFieldset } from './footer-fieldset';
import { HeaderFieldset } from './header-fieldset';
import { IntegrationsFieldset, NavigationFieldset } from './other-fieldsets';
import { settingsErrors } from './settings-problems';
import { settingsSchema } from './settings-schema';
import { SiteFieldset } from './site-fieldset';
import {
  changedSettings,
  completeSettings,
  fromFormValues,
  previousSettings,
  toFormValues,
} from './settings-values';
import type { SettingsFormValues } from './settings-values';
import '../shared/admin-content.css';
import './settings.css';

/**
 * Admin: every platform setting in one form, grouped in fieldsets. Save sends only the changed
 * keys as a background task; its undo sends their previous values. Saving invalidates the
 * settings, so the shell re-themes at once.
 */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data, error } = useGetPlatformSettingValuesQuery(allSettingsQuery);
  const [update] = useUpdatePlatformSettingsMutation();
  const current = useMemo(() => completeSettings(toSettingsMap(data ?? [])), [data]);
  const initialValues = useMemo(() => toFormValues(current), [current]);

  const submit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    const changes = changedSettings(current, fromFormValues(values, current));
    if (changes.length === 0) {
      helpers.setStatus('unchanged');
      return;
    }
    helpers.setStatus(null);
    const previous = previousSettings(current, changes);
    const write = rememberFailure(() => update(changes).unwrap());
    const first = changes[0]?.key;
    await runTask({
      kind: 'edit',
      count: changes.length,
      subject:
        changes.length === 1 && first
          ? t('settingsScreen.subjectOne', { name: t(`settingsScreen.keys.${first}`) })
          : t('settingsScreen.subjectMany'),
      run: write.run,
      undo: () => update(previous).unwrap(),
    });
    if (write.failure() === null) {
      // Saved: nothing is unsaved, even before the settings are read again.
      helpers.resetForm({ values });
      return;
    }
    const errors = settingsErrors(refusalOf(write.failure()), changes, values);
    if (errors) helpers.setErrors(errors);
  };

  return (
    <ScreenMain wide title={t('settingsScreen.title')}>
      <Stack gap={5}>
        <p>{t('settingsScreen.intro')}</p>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('settingsScreen.loadFailed')}</p>
          </Notice>
        ) : null}
        {data ? (
          <div className="plein-settings">
            <Formik
              initialValues={initialValues}
              enableReinitialize
              validationSchema={settingsSchema}
              onSubmit={submit}
            >
              {({ status }) => (
                <FormLayout submitLabel={t('settingsScreen.save')}>
                  <UnsavedFormGuard />
                  <SiteFieldset />
                  <HeaderFieldset />
                  <NavigationFieldset />
                  <FooterFieldset />
                  <ColoursFieldset />
                  <IntegrationsFieldset />
                  <p role="status" className="plein-settings__status">
                    {status === 'unchanged' ? t('settingsScreen.unchanged') : null}
                  </p>
                </FormLayout>
              )}
            </Formik>
          </div>
        ) : null}
      </Stack>
    </ScreenMain>
  );
}

import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
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
import { NotFoundScreen } from '../../not-found-screen';
import { ScreenMain } from '../../screen-main';
import { SectionNavigation } from '../../section-navigation';
import { refusalOf, rememberFailure } from '../shared/server-problems';
import { ColoursFieldset } from './colours-fieldset';
import { FooterFieldset } from './footer-fieldset';
import { HeaderFieldset } from './header-fieldset';
import { IntegrationsFieldset, NavigationFieldset } from './other-fieldsets';
import { settingsErrors } from './settings-problems';
import { settingsSchema } from './settings-schema';
import { SettingsPreview } from './settings-preview';
import { settingsSectionIds, settingsSectionOf } from '../../../routing/settings-section-ids';
import type { SettingsSectionId } from '../../../routing/settings-section-ids';
import { settingsSectionKeys } from './settings-sections';
import { AddressesFieldset, SiteFieldset } from './site-fieldset';
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

type RuledKey = keyof typeof settingsSchema.fields;

/** The keys of a section that have rules of their own (the switches have none). */
const ruledKeys = (keys: readonly string[]) =>
  keys.filter((key): key is RuledKey => key in settingsSchema.fields);

/** Fields with the live preview: beside them on wide screens (kept in view), below on narrow. */
const withPreview = (fields: ReactNode) => (
  <div className="plein-settings__with-preview">
    {fields}
    <SettingsPreview />
  </div>
);

/** Each section's fields (and, for the header and colours, the live preview). */
const sectionFields: Record<SettingsSectionId, () => ReactNode> = {
  site: () => <SiteFieldset />,
  addresses: () => <AddressesFieldset />,
  header: () => withPreview(<HeaderFieldset />),
  navigation: () => <NavigationFieldset />,
  footer: () => <FooterFieldset />,
  colours: () => withPreview(<ColoursFieldset />),
  integrations: () => <IntegrationsFieldset />,
};

/**
 * Admin: the platform settings in sections (`/settings/{section}`), each its own form: Save sends
 * only that section's changed keys as a background task, and its undo their previous values.
 * The header and colours show a live preview. Saving invalidates the settings, so the shell
 * re-themes at once.
 */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const section = settingsSectionOf(useParams().settingsSection);
  const runTask = useBackgroundTask();
  const { data, error } = useGetPlatformSettingValuesQuery(allSettingsQuery);
  const [update] = useUpdatePlatformSettingsMutation();
  const current = useMemo(() => completeSettings(toSettingsMap(data ?? [])), [data]);
  const initialValues = useMemo(() => toFormValues(current), [current]);
  const schema = useMemo(
    () => (section ? settingsSchema.pick(ruledKeys(settingsSectionKeys[section])) : settingsSchema),
    [section],
  );
  if (!section) return <NotFoundScreen />;
  const keys: readonly string[] = settingsSectionKeys[section];

  const submit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    const changes = changedSettings(current, fromFormValues(values, current)).filter((change) =>
      keys.includes(change.key),
    );
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
    <ScreenMain
      wide
      title={t('settingsScreen.title')}
      section={t(`settingsScreen.${section}.legend`)}
    >
      <SectionNavigation
        label={t('settingsScreen.sections')}
        base="/settings"
        sections={settingsSectionIds}
        current={section}
        labelOf={(id) => t(`settingsScreen.${id}.legend`)}
      />
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
              // A section of its own: another section starts from the saved settings.
              key={section}
              initialValues={initialValues}
              enableReinitialize
              validationSchema={schema}
              onSubmit={submit}
            >
              {({ status }) => (
                <FormLayout submitLabel={t('settingsScreen.save')}>
                  <UnsavedFormGuard />
                  {sectionFields[section]()}
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

import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetListBlocksQuery,
  useGetRolesQuery,
  useSaveFormSettingsMutation,
} from '@plein/api-client';
import type { Form } from '@plein/api-client';
import {
  accessLevels,
  formActions,
  formOpenModes,
  formSettingsSchema,
  localized,
  takesAnswer,
} from '@plein/validation';
import { Link } from '@plein/ui-kit';
import { FormCheckbox } from '../../../../forms/form-checkbox';
import { FormLayout } from '../../../../forms/form-layout';
import { FormRadioGroup } from '../../../../forms/form-radio-group';
import { FormTextField } from '../../../../forms/form-text-field';
import { UnsavedFormGuard } from '../../../../forms/unsaved-form-guard';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { FormSelect } from '../../shared/form-select';
import { FormTextArea } from '../../shared/form-text-area';
import { refusalOf, rememberFailure } from '../../shared/server-problems';
import { FormGroup } from '../shared/form-group';
import { serverErrors, validateWith } from '../shared/form-problems';
import { placeSettingsProblem, toSettings, toSettingsValues } from './settings-values';
import type { SettingsValues } from './settings-values';

const validate = validateWith(formSettingsSchema, toSettings, placeSettingsProblem);

/**
 * The form's settings (section c of the builder), saved apart from its versions: when it takes
 * submissions (Open, Closed, or Custom between two dates in Dutch time), who may submit (with
 * the roles for Roles), what a submission does (Save, Notify with the addresses, a copy to the
 * submitter), whether approved submissions are published in a list, and how long submissions are
 * kept. Checked with `formSettingsSchema`, the API's own schema.
 */
export function SettingsForm({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const [saveSettings] = useSaveFormSettingsMutation();
  const { data: roles = [] } = useGetRolesQuery();
  const initialValues = useMemo(() => toSettingsValues(form), [form]);
  const { data: listBlocks = [] } = useGetListBlocksQuery();
  const listChoices = listBlocks.map((block) => ({
    value: block.guid,
    label: block.title
      ? t('forms.settings.listOnPage', { list: block.title, page: block.pageTitle })
      : t('forms.settings.pageList', { page: block.pageTitle }),
  }));
  // The draft's questions: what a published submission can be titled by and show. Images stay
  // private to the submission, so they are never published.
  const fieldChoices = form.draft.fields
    .filter((field) => takesAnswer(field) && field.type !== 'image')
    .map((field) => ({ value: field.key, label: localized(field.label, i18n.language) }));

  const submit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    const settings = toSettings(values);
    const write = rememberFailure(() => saveSettings({ guid: form.guid, settings }).unwrap());
    const saved = await runTask({
      kind: 'save',
      subject: t('forms.settings.subject', { title: localized(form.draft.title, i18n.language) }),
      run: write.run,
    });
    if (saved) {
      helpers.resetForm({ values: toSettingsValues(saved) });
      return;
    }
    const refusal = refusalOf(write.failure());
    if (refusal.status === 400)
      helpers.setErrors(serverErrors(refusal.problems, placeSettingsProblem));
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values }) => (
        <FormLayout submitLabel={t('forms.settings.save')}>
          <UnsavedFormGuard />
          <FormRadioGroup
            name="openMode"
            label={t('forms.settings.openMode')}
            options={formOpenModes.map((mode) => ({
              value: mode,
              label: t(`forms.settings.openModes.${mode}`),
            }))}
          />
          {values.openMode === 'Custom' ? (
            <FormGroup
              legend={t('forms.settings.period')}
              description={t('forms.settings.periodHelp')}
              className="plein-form-builder__period"
            >
              <FormTextField
                name="openDate"
                type="datetime-local"
                label={t('forms.settings.openDate')}
                description={t('forms.settings.openDateHelp')}
              />
              <FormTextField
                name="closeDate"
                type="datetime-local"
                label={t('forms.settings.closeDate')}
                description={t('forms.settings.closeDateHelp')}
              />
            </FormGroup>
          ) : null}
          <FormRadioGroup
            name="accessLevel"
            label={t('forms.settings.accessLevel')}
            options={accessLevels.map((level) => ({
              value: level,
              label: t(`forms.settings.accessLevels.${level}`),
            }))}
          />
          {values.accessLevel === 'Roles' ? (
            <FormGroup legend={t('forms.settings.roles')} errorName="roleIds">
              {roles.length === 0 ? (
                <p>
                  {t('forms.settings.noRoles')}{' '}
                  <Link href="/admin/roles">{t('forms.settings.manageRoles')}</Link>
                </p>
              ) : (
                roles.map((role) => (
                  <FormCheckbox
                    key={role.guid}
                    name="roleIds"
                    value={role.guid}
                    label={role.name}
                  />
                ))
              )}
            </FormGroup>
          ) : null}
          <FormGroup legend={t('forms.settings.actions')} errorName="actions">
            {formActions.map((action) => (
              <FormCheckbox
                key={action}
                name="actions"
                value={action}
                label={t(`forms.settings.actionNames.${action}`)}
                description={t(`forms.settings.actionHelp.${action}`)}
              />
            ))}
          </FormGroup>
          {values.actions.includes('Notify') ? (
            <FormTextArea
              name="notifyAddresses"
              label={t('forms.settings.notifyAddresses')}
              description={t('forms.settings.notifyAddressesHelp')}
              rows={3}
              spellCheck={false}
              autoComplete="off"
            />
          ) : null}
          <FormCheckbox
            name="confirmToSubmitter"
            label={t('forms.settings.confirmToSubmitter')}
            description={t('forms.settings.confirmToSubmitterHelp')}
          />
          <FormCheckbox
            name="publishes"
            label={t('forms.settings.publishes')}
            description={t('forms.settings.publishesHelp')}
          />
          {values.publishes ? (
            <FormGroup legend={t('forms.settings.publication')} errorName="listBlockGuid">
              {listBlocks.length === 0 ? <p>{t('forms.settings.noLists')}</p> : null}
              <FormSelect
                name="listBlockGuid"
                label={t('forms.settings.listBlock')}
                description={t('forms.settings.listBlockHelp')}
                options={[{ value: '', label: t('forms.settings.chooseList') }, ...listChoices]}
              />
              <FormSelect
                name="titleField"
                label={t('forms.settings.titleField')}
                options={[{ value: '', label: t('forms.settings.titleFromForm') }, ...fieldChoices]}
              />
              <FormGroup
                legend={t('forms.settings.shownFields')}
                description={t('forms.settings.shownFieldsHelp')}
                errorName="shownFields"
              >
                {fieldChoices.map((choice) => (
                  <FormCheckbox
                    key={choice.value}
                    name="shownFields"
                    value={choice.value}
                    label={choice.label}
                  />
                ))}
              </FormGroup>
            </FormGroup>
          ) : null}
          <FormTextField
            name="retentionDays"
            label={t('forms.settings.retentionDays')}
            description={t('forms.settings.retentionDaysHelp')}
            inputMode="numeric"
            autoComplete="off"
          />
        </FormLayout>
      )}
    </Formik>
  );
}

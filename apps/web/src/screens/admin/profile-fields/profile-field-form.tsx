import { Form, useFormikContext } from 'formik';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  profileFieldChoiceTypes,
  profileFieldInputTypes,
  profileFieldTypesOf,
} from '@plein/api-client';
import { Button, Cluster, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../../../forms/focus-first-error';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormTextField } from '../../../forms/form-text-field';
import { UnsavedFormGuard } from '../../../forms/unsaved-form-guard';
import { FormSelect } from '../shared/form-select';
import { FormTextArea } from '../shared/form-text-area';
import {
  autocompleteSuggestions,
  fieldCategories,
  fieldVisibilities,
} from './profile-field-schema';
import type { ProfileFieldFormValues } from './profile-field-schema';

/**
 * The fields of a profile field definition, in three groups: the field itself (key, labels,
 * input and value type, options, default, autocomplete, required), its place (category,
 * section with its labels, order) and who sees it. The value type follows the input type.
 */
export function ProfileFieldForm({ isNew, onCancel }: { isNew: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const { values, setFieldValue, isSubmitting } = useFormikContext<ProfileFieldFormValues>();
  const suggestionsId = useId();
  const allowedTypes = profileFieldTypesOf[values.inputType];
  const isChoice = profileFieldChoiceTypes.includes(values.inputType);

  useEffect(() => {
    const [first] = allowedTypes;
    if (first && !allowedTypes.includes(values.type)) void setFieldValue('type', first, false);
  }, [allowedTypes, values.type, setFieldValue]);

  return (
    <Form noValidate>
      <UnsavedFormGuard />
      <Stack gap={5}>
        <fieldset className="plein-profile-field-form__group">
          <legend>{t('profileFields.groups.field')}</legend>
          <FormTextField
            name="key"
            label={t('profileFields.form.key')}
            description={t(isNew ? 'profileFields.form.keyHelp' : 'profileFields.form.keyFixed')}
            autoComplete="off"
            spellCheck={false}
            readOnly={!isNew}
            required
          />
          <FormTextField
            name="labelNl"
            label={t('profileFields.form.labelNl')}
            autoComplete="off"
            lang="nl"
            required
          />
          <FormTextField
            name="labelEn"
            label={t('profileFields.form.labelEn')}
            description={t('profileFields.form.englishHelp')}
            autoComplete="off"
            lang="en"
          />
          <FormSelect
            name="inputType"
            label={t('profileFields.form.inputType')}
            options={profileFieldInputTypes.map((type) => ({
              value: type,
              label: t(`profileFields.inputTypes.${type}`),
            }))}
          />
          <FormSelect
            name="type"
            label={t('profileFields.form.type')}
            description={t('profileFields.form.typeHelp')}
            options={allowedTypes.map((type) => ({
              value: type,
              label: t(`profileFields.valueTypes.${type}`),
            }))}
          />
          {isChoice ? (
            <FormTextArea
              name="options"
              label={t('profileFields.form.options')}
              description={t('profileFields.form.optionsHelp')}
              rows={6}
              required
            />
          ) : null}
          <FormTextField
            name="defaultValue"
            label={t('profileFields.form.defaultValue')}
            description={t('profileFields.form.defaultValueHelp')}
            autoComplete="off"
          />
          <FormTextField
            name="autocomplete"
            label={t('profileFields.form.autocomplete')}
            description={t('profileFields.form.autocompleteHelp')}
            autoComplete="off"
            spellCheck={false}
            list={suggestionsId}
            required
          />
          <datalist id={suggestionsId}>
            {autocompleteSuggestions.map((token) => (
              <option key={token} value={token} />
            ))}
          </datalist>
          <FormCheckbox name="required" label={t('profileFields.form.required')} />
        </fieldset>
        <fieldset className="plein-profile-field-form__group">
          <legend>{t('profileFields.groups.place')}</legend>
          <FormSelect
            name="category"
            label={t('profileFields.form.category')}
            options={fieldCategories.map((category) => ({
              value: category,
              label: t(`profileFields.categories.${category}`),
            }))}
          />
          <FormTextField
            name="section"
            label={t('profileFields.form.section')}
            description={t('profileFields.form.sectionHelp')}
            autoComplete="off"
            spellCheck={false}
          />
          <FormTextField
            name="sectionLabelNl"
            label={t('profileFields.form.sectionLabelNl')}
            autoComplete="off"
            lang="nl"
            required
          />
          <FormTextField
            name="sectionLabelEn"
            label={t('profileFields.form.sectionLabelEn')}
            description={t('profileFields.form.englishHelp')}
            autoComplete="off"
            lang="en"
          />
          <FormTextField
            name="subsection"
            label={t('profileFields.form.subsection')}
            autoComplete="off"
          />
          <FormTextField
            name="sectionSort"
            type="number"
            step={1}
            label={t('profileFields.form.sectionSort')}
            description={t('profileFields.form.sortHelp')}
            required
          />
          <FormTextField
            name="sort"
            type="number"
            step={1}
            label={t('profileFields.form.sort')}
            description={t('profileFields.form.sortHelp')}
            required
          />
        </fieldset>
        <fieldset className="plein-profile-field-form__group">
          <legend>{t('profileFields.groups.visibility')}</legend>
          <FormSelect
            name="visibleFor"
            label={t('profileFields.form.visibleFor')}
            options={fieldVisibilities.map((visibility) => ({
              value: visibility,
              label: t(`profileFields.visibilities.${visibility}`),
            }))}
          />
          <FormCheckbox
            name="mett"
            label={t('profileFields.form.mett')}
            description={t('profileFields.form.mettHelp')}
          />
        </fieldset>
        <Cluster gap={3}>
          <Button type="submit" disabled={isSubmitting}>
            {t(isNew ? 'profileFields.add' : 'profileFields.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('profileFields.cancel')}
          </Button>
        </Cluster>
      </Stack>
      <FocusFirstError />
    </Form>
  );
}

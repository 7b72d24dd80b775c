import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { choiceDisplays, formMaskPresets, localized, maskPresets } from '@plein/validation';
import { Checkbox } from '@plein/ui-kit';
import { FormCheckbox } from '../../../../forms/form-checkbox';
import { FormTextField } from '../../../../forms/form-text-field';
import { FormSelect } from '../../shared/form-select';
import type { BuilderField } from './builder-values';
import { hasTextDefault } from './field-kinds';
import { OptionsEditor } from './options-editor';

/** A toggle's default: a checkbox for a text value that is `true` or empty. */
function DefaultOnCheckbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <Checkbox
      name={name}
      label={label}
      checked={field.value === 'true'}
      onCheckedChange={(checked) => void helpers.setValue(checked ? 'true' : '')}
      onBlur={field.onBlur}
    />
  );
}

/**
 * What belongs to a field's type: how a choice shows its options and the options themselves,
 * whether a time asks seconds, a masked field's pattern, and the default value in the shape of
 * the type (an option, on/off, or text).
 */
export function FieldProperties({
  field,
  index,
  fieldName,
}: {
  field: BuilderField;
  index: number;
  /** How texts name the field mid-sentence, e.g. "veld ‘Kleur’". */
  fieldName: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const name = (property: string) => `fields.${index}.${property}`;
  return (
    <>
      {field.type === 'choice' ? (
        <>
          <FormSelect
            name={name('display')}
            label={t('forms.builder.display')}
            options={choiceDisplays.map((display) => ({
              value: display,
              label: t(`forms.displays.${display}`),
            }))}
          />
          <OptionsEditor field={field} index={index} fieldName={fieldName} />
          <FormSelect
            name={name('defaultValue')}
            label={t('forms.builder.defaultChoice')}
            options={[
              { value: '', label: t('forms.builder.noDefault') },
              ...field.options
                .filter((option) => option.value.trim())
                .map((option) => ({
                  value: option.value,
                  label: localized(option.label, i18n.language) || option.value,
                })),
            ]}
          />
        </>
      ) : null}
      {field.type === 'time' ? (
        <FormCheckbox name={name('withSeconds')} label={t('forms.builder.withSeconds')} />
      ) : null}
      {field.type === 'masked' ? (
        <FormSelect
          name={name('mask')}
          label={t('forms.builder.mask')}
          options={formMaskPresets.map((mask) => ({
            value: mask,
            label: t('forms.builder.maskOption', {
              name: t(`forms.masks.${mask}`),
              pattern: maskPresets[mask],
            }),
          }))}
        />
      ) : null}
      {field.type === 'toggle' ? (
        <DefaultOnCheckbox name={name('defaultValue')} label={t('forms.builder.defaultOn')} />
      ) : null}
      {hasTextDefault(field.type) ? (
        <FormTextField
          name={name('defaultValue')}
          label={t('forms.builder.defaultValue')}
          description={t(`forms.defaultHelp.${field.type}`, {
            pattern: maskPresets[field.mask],
          })}
          autoComplete="off"
          maxLength={500}
        />
      ) : null}
    </>
  );
}

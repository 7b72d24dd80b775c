import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { maxFormOptions } from '@plein/validation';
import type { FormChoiceOption } from '@plein/validation';
import { Button } from '@plein/ui-kit';
import { FormTextField } from '../../../../forms/form-text-field';
import { useFocusLater } from '../../settings/form-parts';
import { useGroupError } from '../shared/form-group';
import type { BuilderField } from './builder-values';
import { contentListErrors } from './content-problems';
import { suggestOptionValue } from './field-key';
import { LocalizedFields } from './localized-fields';

/**
 * The options of a choice field: each a label in both languages and the value stored with an
 * answer (it follows the Dutch label until it is changed). Focus follows an added or removed
 * option.
 */
export function OptionsEditor({
  field,
  index,
  fieldName,
}: {
  field: BuilderField;
  index: number;
  /** How texts name the field mid-sentence, e.g. "veld ‘Kleur’". */
  fieldName: string;
}) {
  const { t } = useTranslation('admin');
  const { setFieldValue } = useFormikContext();
  const focusLater = useFocusLater();
  const name = `fields.${index}.options`;
  const error = useGroupError(contentListErrors.options(index));
  const addId = `${field.uid}-option-add`;
  const labelId = (place: number) => `${field.uid}-option-${place}-label`;
  const optionName = (option: FormChoiceOption, place: number) =>
    option.label.nl.trim()
      ? t('forms.options.named', { label: option.label.nl.trim() })
      : t('forms.options.numbered', { place: place + 1 });

  return (
    <FieldArray name={name}>
      {(list) => (
        <fieldset
          className="plein-form-builder__group"
          aria-describedby={error ? `${addId}-error` : undefined}
        >
          <legend>{t('forms.options.legend', { name: fieldName })}</legend>
          {field.options.length === 0 ? (
            <p className="plein-form-builder__help">{t('forms.options.none')}</p>
          ) : (
            <ol className="plein-form-builder__entries">
              {field.options.map((option, place) => (
                <li key={place}>
                  <fieldset className="plein-form-builder__entry">
                    <legend>{t('forms.options.optionLegend', { place: place + 1 })}</legend>
                    <LocalizedFields
                      name={`${name}.${place}.label`}
                      legend={t('forms.options.label')}
                      dutchId={labelId(place)}
                      maxLength={300}
                      required
                      onDutchChange={(label) => {
                        const following =
                          option.value === '' ||
                          option.value === suggestOptionValue(option.label.nl);
                        if (following) {
                          void setFieldValue(`${name}.${place}.value`, suggestOptionValue(label));
                        }
                      }}
                    />
                    <FormTextField
                      name={`${name}.${place}.value`}
                      label={t('forms.options.value')}
                      description={t('forms.options.valueHelp')}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={100}
                      required
                    />
                    <div>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('forms.options.removeNamed', {
                          option: optionName(option, place),
                          name: fieldName,
                        })}
                        onClick={() => {
                          list.remove(place);
                          focusLater(addId);
                        }}
                      >
                        {t('forms.options.remove')}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
          )}
          {error ? (
            <p id={`${addId}-error`} className="plein-text-field__error">
              {error}
            </p>
          ) : null}
          {field.options.length < maxFormOptions ? (
            <div>
              <Button
                id={addId}
                size="sm"
                variant="secondary"
                aria-label={t('forms.options.addNamed', { name: fieldName })}
                onClick={() => {
                  list.push({ value: '', label: { nl: '', en: '' } } satisfies FormChoiceOption);
                  focusLater(labelId(field.options.length));
                }}
              >
                {t('forms.options.add')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

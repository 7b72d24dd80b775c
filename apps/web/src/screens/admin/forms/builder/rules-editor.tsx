import { FieldArray } from 'formik';
import { useTranslation } from 'react-i18next';
import { formRuleKinds } from '@plein/validation';
import type { FormFieldRule, FormRuleKind } from '@plein/validation';
import { Button } from '@plein/ui-kit';
import { FormTextField } from '../../../../forms/form-text-field';
import { useFocusLater } from '../../settings/form-parts';
import { FormSelect } from '../../shared/form-select';
import { useGroupError } from '../shared/form-group';
import { contentListErrors } from './content-problems';
import { isDateRule, ruleKindsFor } from './field-kinds';
import type { BuilderField } from './builder-values';
import { LocalizedFields } from './localized-fields';

/** Most custom rules one field may carry (`formContentSchema`). */
const maxRules = 10;
const ruleModes = ['change', 'blur', 'demand'] as const;

/**
 * The custom rules of one field (spec section 5): each a kind with its bound, when it runs
 * (on change, on blur or on demand) and the message it shows in both languages. Only the kinds
 * that suit the field's type are offered; focus follows an added or removed rule.
 */
export function RulesEditor({
  field,
  index,
  fieldName,
}: {
  field: BuilderField;
  index: number;
  /** How texts name the field mid-sentence, e.g. "veld ‘Naam’". */
  fieldName: string;
}) {
  const { t } = useTranslation('admin');
  const focusLater = useFocusLater();
  const kinds = ruleKindsFor(field);
  const name = `fields.${index}.rules`;
  const error = useGroupError(contentListErrors.rules(index));
  const addId = `${field.uid}-rule-add`;
  const ruleId = (place: number) => `${field.uid}-rule-${place}`;
  if (kinds.length === 0 && field.rules.length === 0) return null;
  const kindOptions = (rule: FormFieldRule) =>
    formRuleKinds
      .filter((kind) => kinds.includes(kind) || kind === rule.kind)
      .map((kind) => ({ value: kind, label: t(`forms.rules.kinds.${kind}`) }));

  return (
    <FieldArray name={name}>
      {(list) => (
        <fieldset
          className="plein-form-builder__group"
          aria-describedby={error ? `${addId}-error` : undefined}
        >
          <legend>{t('forms.rules.legend', { name: fieldName })}</legend>
          <p className="plein-form-builder__help">{t('forms.rules.help')}</p>
          {field.rules.length > 0 ? (
            <ol className="plein-form-builder__entries">
              {field.rules.map((rule, place) => (
                <li key={place}>
                  <fieldset className="plein-form-builder__entry">
                    <legend>{t('forms.rules.ruleLegend', { place: place + 1 })}</legend>
                    <FormSelect
                      id={ruleId(place)}
                      name={`${name}.${place}.kind`}
                      label={t('forms.rules.kind')}
                      options={kindOptions(rule)}
                    />
                    <FormTextField
                      name={`${name}.${place}.value`}
                      label={t(`forms.rules.bounds.${rule.kind}`)}
                      type={isDateRule(rule.kind) ? 'date' : 'text'}
                      inputMode={isDateRule(rule.kind) ? undefined : 'decimal'}
                      autoComplete="off"
                      maxLength={20}
                      required
                    />
                    <FormSelect
                      name={`${name}.${place}.when`}
                      label={t('forms.rules.when')}
                      options={ruleModes.map((mode) => ({
                        value: mode,
                        label: t(`forms.rules.modes.${mode}`),
                      }))}
                    />
                    <LocalizedFields
                      name={`${name}.${place}.message`}
                      legend={t('forms.rules.message')}
                      maxLength={300}
                    />
                    <div>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('forms.rules.removeNamed', {
                          place: place + 1,
                          name: fieldName,
                        })}
                        onClick={() => {
                          list.remove(place);
                          focusLater(addId);
                        }}
                      >
                        {t('forms.rules.remove')}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
          ) : null}
          {error ? (
            <p id={`${addId}-error`} className="plein-text-field__error">
              {error}
            </p>
          ) : null}
          {field.rules.length < maxRules && kinds.length > 0 ? (
            <div>
              <Button
                id={addId}
                size="sm"
                variant="secondary"
                aria-label={t('forms.rules.addNamed', { name: fieldName })}
                onClick={() => {
                  const kind: FormRuleKind = kinds[0] ?? 'minLength';
                  list.push({
                    kind,
                    value: '',
                    when: 'blur',
                    message: { nl: '', en: '' },
                  } satisfies FormFieldRule);
                  focusLater(ruleId(field.rules.length));
                }}
              >
                {t('forms.rules.add')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../forms/form-text-field';
import { FormTextArea } from '../../shared/form-text-area';

/**
 * A text in both languages (a `LocalizedText` at `name`): a fieldset with the text's name as its
 * legend and a Dutch and an English input, Dutch first. English may stay empty (Dutch is shown).
 *
 * @example
 * <LocalizedFields name="title" legend={t('forms.builder.formTitle')} maxLength={200} required />
 */
export function LocalizedFields({
  name,
  legend,
  maxLength,
  required = false,
  multiline = false,
  rows = 3,
  dutchId,
  onDutchChange,
}: {
  name: string;
  legend: string;
  maxLength: number;
  /** The Dutch text is required. */
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  /** The id of the Dutch input, to move focus to it. */
  dutchId?: string;
  /** Called with the Dutch text on every change (e.g. a key that follows the label). */
  onDutchChange?: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  const common = { maxLength, autoComplete: 'off' } as const;
  const dutch = {
    ...common,
    name: `${name}.nl`,
    id: dutchId,
    lang: 'nl',
    label: t('forms.builder.inDutch', { name: legend }),
    required,
    ...(onDutchChange ? { onValueChange: onDutchChange } : {}),
  };
  const english = {
    ...common,
    name: `${name}.en`,
    lang: 'en',
    label: t('forms.builder.inEnglish', { name: legend }),
    description: t('forms.builder.englishHelp'),
  };
  return (
    <fieldset className="plein-form-builder__texts">
      <legend>{legend}</legend>
      {multiline ? (
        <>
          <FormTextArea {...dutch} rows={rows} />
          <FormTextArea {...english} rows={rows} />
        </>
      ) : (
        <>
          <FormTextField {...dutch} />
          <FormTextField {...english} />
        </>
      )}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

/** First, middle and last name, with the browser's autocomplete hints (profile and invitation). */
export function NameFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField name="firstName" autoComplete="given-name" label={t('account.firstName')} />
      <FormTextField
        name="middleName"
        autoComplete="additional-name"
        label={t('account.middleName')}
      />
      <FormTextField name="lastName" autoComplete="family-name" label={t('account.lastName')} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LanguageOption } from '@plein/ui-kit';
import { languages } from '../i18n/i18n';

/**
 * The interface languages as links to the current path in each (`?lang=`), the shown one marked:
 * what a LanguageSwitcher lists, in the site's header and the admin's.
 *
 * @example
 * <LanguageSwitcher label={t('shell.language')} languages={useLanguageOptions()} />
 */
export function useLanguageOptions(): LanguageOption[] {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  return languages.map((code) => ({
    code,
    label: t(`languages.${code}`),
    href: `${pathname}?lang=${code}`,
    current: code === i18n.language,
  }));
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import { useInBrowser } from '../dialogs/use-in-browser';
import { isConsentExemptPath } from './consent-cookie';
import { ConsentDialogView } from './consent-dialog-view';
import type { ConsentDialogTexts } from './consent-dialog-view';
import { useGiveConsent } from './use-give-consent';

/** The dialog's words from the app's translations. */
export function consentDialogTexts(t: TFunction): ConsentDialogTexts {
  return {
    title: t('consent.title'),
    text: t('consent.text'),
    onlyNecessary: t('consent.onlyNecessary'),
    acceptAll: t('consent.acceptAll'),
    readStatement: t('consent.readStatement'),
  };
}

/** Where the cookie statement of a language is. */
export const cookieStatementHref = (language: string) => `/legal/cookie-statement/${language}`;

/**
 * The cookie-consent dialog: opens by itself in the browser until the visitor chooses, except on
 * the cookie statement and invitation pages, and never for bots (spec sections 2 and 5).
 */
export function ConsentDialog() {
  const { t, i18n } = useTranslation();
  const consent = useAppSelector((state) => state.consent);
  const { pathname } = useLocation();
  const inBrowser = useInBrowser();
  const choose = useGiveConsent();
  return (
    <ConsentDialogView
      open={inBrowser && consent.date === null && !isConsentExemptPath(pathname)}
      texts={consentDialogTexts(t)}
      statementHref={cookieStatementHref(i18n.language)}
      onChoose={choose}
    />
  );
}

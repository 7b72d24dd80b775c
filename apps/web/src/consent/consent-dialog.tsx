import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSelector } from '@plein/state-store';
import type { ConsentCategory } from '@plein/state-store';
import { Button, Dialog, Link } from '@plein/ui-kit';
import { isBot } from '@plein/validation';
import { isConsentExemptPath } from './consent-cookie';
import { useGiveConsent } from './use-give-consent';

const everything: ConsentCategory[] = ['required', 'analytical', 'video'];
const necessaryOnly: ConsentCategory[] = ['required'];

/**
 * The cookie-consent dialog: opens by itself in the browser until the visitor chooses, except on
 * the cookie statement and invitation pages, and never for bots (spec sections 2 and 5).
 */
export function ConsentDialog() {
  const { t, i18n } = useTranslation();
  const consent = useAppSelector((state) => state.consent);
  const { pathname } = useLocation();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(!isBot(navigator.userAgent)), []);

  const choose = useGiveConsent();

  const open = inBrowser && consent.date === null && !isConsentExemptPath(pathname);
  return (
    <Dialog
      open={open}
      title={t('consent.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => choose(necessaryOnly)}>
            {t('consent.onlyNecessary')}
          </Button>
          <Button onClick={() => choose(everything)}>{t('consent.acceptAll')}</Button>
        </>
      }
    >
      <p>{t('consent.text')}</p>
      <p>
        <Link href={`/legal/cookie-statement/${i18n.language}`}>{t('consent.readStatement')}</Link>
      </p>
    </Dialog>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@plein/ui-kit';
import { translationLanguages, translationUrl } from './auto-translate';
import './auto-translate-menu.css';

/**
 * "Translate this page" (setting `showAutoTranslate`), designed for the visitor's privacy: a
 * disclosure (it works without JavaScript) that first says what the translation service will
 * learn, then offers a link per language. Nothing loads from the service before the visitor
 * picks a language; following the link is their consent, and only the page's public address
 * goes along (no referrer).
 */
export function AutoTranslateMenu({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <details className="plein-translate">
      <summary className="plein-translate__summary">{t('shell.translate.summary')}</summary>
      <div className="plein-translate__panel">
        <p id={noteId} className="plein-translate__note">
          {t('shell.translate.privacy')}
        </p>
        <ul className="plein-translate__list" aria-describedby={noteId}>
          {translationLanguages.map((language) => (
            <li key={language.code}>
              <a
                href={translationUrl(pageUrl, language.code)}
                hrefLang={language.code}
                rel="noreferrer nofollow"
                className="plein-translate__link"
              >
                <span lang={language.code} dir={'rtl' in language ? 'rtl' : undefined}>
                  {language.name}
                </span>
                <VisuallyHidden> {t('shell.externalLink')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

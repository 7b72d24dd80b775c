import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mainContentId } from '@plein/ui-kit';
import { documentTitle } from '../app/document-title';
import { useSettings } from '../data/use-tenant-data';
import './screen-main.css';

/**
 * The main landmark of a screen that is not a content page: the document title, the heading and
 * the content, in a readable width unless `wide`. A screen of sections (settings, an account)
 * names the section it shows in both, so each address has a title of its own (WCAG 2.4.2).
 *
 * @example
 * <ScreenMain title={t('login.title')}>{form}</ScreenMain>
 * <ScreenMain title={t('account.title')} section={t('account.categories.privacy')} wide>…
 */
export function ScreenMain({
  title: screenTitle,
  section,
  wide = false,
  children,
}: {
  title: string;
  /** The section of the screen shown (`/settings/header`): part of the heading and title. */
  section?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { platformName } = useSettings();
  const title = section ? t('shell.sectionTitle', { title: screenTitle, section }) : screenTitle;
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className={wide ? 'plein-screen plein-screen--wide' : 'plein-screen'}
    >
      <title>{documentTitle(title, platformName)}</title>
      <h1 className="plein-screen__title">{title}</h1>
      {children}
    </main>
  );
}

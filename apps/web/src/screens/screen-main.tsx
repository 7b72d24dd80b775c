import type { ReactNode } from 'react';
import { mainContentId } from '@plein/ui-kit';
import { documentTitle } from '../app/document-title';
import { useSettings } from '../data/use-tenant-data';
import './screen-main.css';

/**
 * The main landmark of a screen that is not a content page: the document title, the heading and
 * the content, in a readable width unless `wide`.
 *
 * @example
 * <ScreenMain title={t('login.title')}>{form}</ScreenMain>
 */
export function ScreenMain({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { platformName } = useSettings();
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

import type { ReactNode } from 'react';
import { mainContentId } from '@plein/ui-kit';
import { documentTitle } from '../app/document-title';
import { useSettings } from '../data/use-tenant-data';
import './status-screen.css';

/**
 * The main landmark of a screen that tells visitors where they landed instead of the page they
 * asked for (not found, an error): a short line above the heading (`kicker`), the heading, what
 * happened (`lead`) and the ways on (`children`).
 *
 * @example
 * <StatusScreen kicker={t('notFound.code')} title={t('notFound.title')} lead={t('notFound.text')}>{ways}</StatusScreen>
 */
export function StatusScreen({
  kicker,
  title,
  lead,
  children,
}: {
  kicker?: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { platformName } = useSettings();
  return (
    <main id={mainContentId} tabIndex={-1} className="plein-status">
      <title>{documentTitle(title, platformName)}</title>
      <header className="plein-status__header">
        {kicker ? <p className="plein-status__kicker">{kicker}</p> : null}
        <h1 className="plein-status__title">{title}</h1>
        <p className="plein-status__lead">{lead}</p>
      </header>
      {children}
    </main>
  );
}

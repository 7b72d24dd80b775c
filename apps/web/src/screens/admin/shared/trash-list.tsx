import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@plein/ui-kit';
import { formatDate, formatDateTime } from '../../format-date';
import './trash-list.css';

/** One deleted page or item. */
export interface TrashEntry {
  key: string;
  title: string;
  /** Said after the title in brackets (a page's name). */
  detail?: string;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
}

/** Props of {@link TrashList}. */
export interface TrashListProps {
  heading: string;
  /** The heading's level where the list is shown (2 on a screen, 3 in a drawer). */
  level: 2 | 3;
  /** What the trash keeps, and for how long. */
  text: string;
  entries: readonly TrashEntry[];
  onRestore: (entry: TrashEntry) => void;
}

/**
 * A trash: each deleted page or item with who deleted it and when, when it is gone for good,
 * and a button that puts it back. Nothing while it is empty.
 */
export function TrashList({ heading, level, text, entries, onRestore }: TrashListProps) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  if (entries.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={3}>
        <Heading id={headingId}>{heading}</Heading>
        <p>{text}</p>
        <ul className="plein-admin-trash">
          {entries.map((entry) => (
            <li key={entry.key} className="plein-admin-trash__item">
              <span>
                <strong>{entry.title}</strong>
                {entry.detail ? ` (${entry.detail})` : ''} —{' '}
                {t(entry.deletedBy ? 'pages.trash.deletedBy' : 'pages.trash.deletedAt', {
                  name: entry.deletedBy,
                  time: formatDateTime(entry.deletedAt, i18n.language),
                })}
                . {t('pages.trash.purgeAt', { date: formatDate(entry.purgeAt, i18n.language) })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('pages.trash.restoreNamed', { title: entry.title })}
                onClick={() => onRestore(entry)}
              >
                {t('pages.trash.restore')}
              </Button>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

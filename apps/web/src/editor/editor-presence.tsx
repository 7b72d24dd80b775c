import { useTranslation } from 'react-i18next';
import type { PagePresence } from '@plein/api-client';

/**
 * Who else has the page open in the editor, told politely to screen readers when it changes;
 * nothing while nobody else has.
 */
export function EditorPresence({ others }: { others: PagePresence['others'] }) {
  const { t, i18n } = useTranslation('admin');
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    others.map((other) => other.name),
  );
  return (
    <p className="plein-editor-presence" role="status">
      {others.length > 0 ? t('editor.presence.others', { names, count: others.length }) : null}
    </p>
  );
}

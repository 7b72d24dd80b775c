import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from '../forms/use-autosave';
import { formatTime } from '../screens/format-date';

/**
 * Says, politely to screen readers, how autosaving stands: what the form saves by itself, that
 * it is saving, when it last saved, or that it failed.
 *
 * @example
 * <AutosaveStatusLine status={autosave.status} />
 */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const { t, i18n } = useTranslation('admin');
  const text = {
    idle: () => t('autosave.idle'),
    saving: () => t('autosave.saving'),
    saved: () =>
      t('autosave.saved', {
        time: status.kind === 'saved' ? formatTime(status.at, i18n.language) : '',
      }),
    failed: () => t('autosave.failed'),
  }[status.kind]();
  return (
    <p role="status" className="plein-editor-autosave">
      {text}
    </p>
  );
}

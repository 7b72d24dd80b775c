import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@plein/ui-kit';

/** Props of the entries of a `ListEditor`. */
interface EntryProps {
  /** The remove button's accessible name, naming the entry. */
  removeLabel: string;
  onRemove: () => void;
  /** The entry's fields. */
  children: ReactNode;
}

/**
 * An entry of several fields (a header image, a footer column): a fieldset with its own legend,
 * the remove button under the fields.
 */
export function FieldsetEntry({
  legend,
  removeLabel,
  onRemove,
  children,
}: EntryProps & { legend: string }) {
  return (
    <li className="plein-settings__entry">
      <fieldset>
        <legend>{legend}</legend>
        <Stack gap={3}>
          {children}
          <div>
            <Button size="sm" variant="ghost" onClick={onRemove}>
              {removeLabel}
            </Button>
          </div>
        </Stack>
      </fieldset>
    </li>
  );
}

/**
 * A short entry (a host name, a footer link): its fields side by side with a "Remove" button,
 * whose accessible name says which entry it removes.
 */
export function InlineEntry({ removeLabel, onRemove, children }: EntryProps) {
  const { t } = useTranslation('admin');
  return (
    <li className="plein-settings__entry plein-settings__entry--inline">
      {children}
      <Button size="sm" variant="ghost" aria-label={removeLabel} onClick={onRemove}>
        {t('settingsScreen.remove')}
      </Button>
    </li>
  );
}

import { getIn, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Moves focus to an element by id after the next render (e.g. the field a list editor just
 * added, or its "add" button after a removal).
 *
 * @example
 * const focusLater = useFocusLater();
 * focusLater('host-name-3');
 */
export function useFocusLater(): (id: string) => void {
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    document.getElementById(wanted)?.focus();
    setWanted(null);
  }, [wanted]);
  return setWanted;
}

/**
 * The error of a whole list (`{name}List`, e.g. "use every host name once"), shown after a
 * submit; list rules put their errors there so they never collide with the items' own.
 */
export function ListError({ name, id }: { name: string; id: string }) {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormikContext();
  const error = getIn(errors, `${name}List`) as unknown;
  if (submitCount === 0 || typeof error !== 'string') return null;
  return (
    <p id={id} className="plein-text-field__error">
      {t(error)}
    </p>
  );
}

/** A fieldset of the settings form: a legend, an optional introduction, the fields. */
export function SettingsFieldset({
  legend,
  intro,
  children,
}: {
  legend: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="plein-settings__fieldset">
      <legend>{legend}</legend>
      {intro ? <p className="plein-settings__intro">{intro}</p> : null}
      <div className="plein-settings__fields">{children}</div>
    </fieldset>
  );
}

/**
 * A new random guid (version 4) for a list entry, also outside secure contexts (where
 * `crypto.randomUUID` is missing).
 */
export function newGuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

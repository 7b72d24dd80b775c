import '../text-field/text-field.css';
import type { ReactNode } from 'react';

/**
 * A field's help text or error message under its id, or nothing when there is none. The classes
 * are the TextField's, so every field reads the same.
 */
export function FieldMessage({
  id,
  kind,
  children,
}: {
  id: string | undefined;
  kind: 'description' | 'error';
  children: ReactNode;
}) {
  if (!id || children == null || children === false || children === '') return null;
  return (
    <div id={id} className={`plein-text-field__${kind}`}>
      {children}
    </div>
  );
}

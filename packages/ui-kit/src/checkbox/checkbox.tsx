import type { InputHTMLAttributes, ReactNode } from 'react';
import type { ChoiceSize } from '../tokens';
import { FieldMessage } from '../field/field-message';
import { useFieldIds } from '../field/use-field-ids';
import '../field/choice.css';

/** Props of {@link Checkbox}: a native checkbox's attributes plus its texts and size. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'children'
> {
  /** The visible label, beside the box. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message; marks the checkbox `aria-invalid`. */
  error?: ReactNode;
  /** The row height of spec section 9: xs 30, sm 35, md 40 (default), lg 50, xl 60 px. */
  size?: ChoiceSize;
  /** Called with the new state on every change. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A labelled native checkbox with optional help text and error message.
 *
 * @example
 * <Checkbox label={t('pages.filters.changedOnly')} checked={changedOnly}
 *   onCheckedChange={setChangedOnly} />
 */
export function Checkbox({
  label,
  description,
  error,
  size = 'md',
  onCheckedChange,
  onChange,
  className,
  id,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <div className={`plein-choice plein-choice--${size}`}>
      <input
        {...rest}
        id={ids.id}
        type="checkbox"
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        className={['plein-choice__control', className].filter(Boolean).join(' ')}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
      />
      <label htmlFor={ids.id} className="plein-choice__label">
        {label}
      </label>
      <FieldMessage id={ids.descriptionId} kind="description">
        {description}
      </FieldMessage>
      <FieldMessage id={ids.errorId} kind="error">
        {error}
      </FieldMessage>
    </div>
  );
}

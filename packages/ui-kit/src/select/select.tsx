import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldMessage } from '../field/field-message';
import { useFieldIds } from '../field/use-field-ids';
import '../text-field/text-field.css';
import './select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** The visible text of the choice. */
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: a native `<select>`'s attributes plus the field's texts. */
export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple' | 'size'
> {
  /** The visible label. */
  label: ReactNode;
  /** The choices, in order. An empty first choice ("Choose...") is one of them. */
  options: readonly SelectOption[];
  /** Help text below the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message; marks the select `aria-invalid`. */
  error?: ReactNode;
  /** Called with the chosen value on every change. */
  onValueChange?: (value: string) => void;
}

/**
 * A labelled native select, in the look of the {@link TextField}, with optional help text and
 * error message. Native, so the keyboard, the screen reader and the phone's picker all work as
 * the platform does.
 *
 * @example
 * <Select label={t('pages.layout')} value={layout} onValueChange={setLayout}
 *   options={layouts.map((value) => ({ value, label: t(`layouts.${value}`) }))} />
 */
export function Select({
  label,
  options,
  description,
  error,
  onValueChange,
  onChange,
  className,
  id,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <div className="plein-text-field">
      <label htmlFor={ids.id} className="plein-text-field__label">
        {label}
      </label>
      <FieldMessage id={ids.descriptionId} kind="description">
        {description}
      </FieldMessage>
      <select
        {...rest}
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        className={['plein-text-field__control', 'plein-select', className]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={ids.errorId} kind="error">
        {error}
      </FieldMessage>
    </div>
  );
}

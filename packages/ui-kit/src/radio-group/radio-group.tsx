import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import type { ChoiceSize } from '../tokens';
import { FieldMessage } from '../field/field-message';
import { useFieldIds } from '../field/use-field-ids';
import '../field/choice.css';
import './radio-group.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  /** The visible label, beside the radio. */
  label: ReactNode;
  /** Help text under this choice's label, linked with `aria-describedby`. */
  description?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** The group's visible name, its `<legend>`. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The radios' shared `name` (a generated one if left out). */
  name?: string;
  /** The chosen value (controlled). */
  value?: string;
  /** The first chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** The change event of the chosen radio, e.g. a form library's handler. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Help text under the legend, linked to the group with `aria-describedby`. */
  description?: ReactNode;
  /** Error message; marks each radio `aria-invalid`. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The row height of spec section 9: xs 30, sm 35, md 40 (default), lg 50, xl 60 px. */
  size?: ChoiceSize;
  /** The fieldset's id; the radios' ids derive from it. */
  id?: string;
  className?: string;
}

/**
 * A group of native radios in a fieldset whose legend names it, with optional help text and
 * error. Native radios give the keyboard for free: Tab enters the group at the chosen radio,
 * the arrow keys move the choice.
 *
 * @example
 * <RadioGroup label={t('pages.filters.kind')} value={kind} onValueChange={setKind}
 *   options={[{ value: 'content', label: t('pages.content') }, { value: 'legal', label: t('pages.legal') }]} />
 */
export function RadioGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  description,
  error,
  required,
  disabled,
  size = 'md',
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  const generatedName = useId();
  const groupName = name ?? generatedName;
  return (
    <fieldset
      id={ids.id}
      disabled={disabled}
      aria-describedby={ids.describedBy}
      className={['plein-radio-group', className].filter(Boolean).join(' ')}
    >
      <legend className="plein-text-field__label">{label}</legend>
      <FieldMessage id={ids.descriptionId} kind="description">
        {description}
      </FieldMessage>
      {options.map((option, index) => {
        const radioId = `${ids.id}-${index}`;
        const optionDescriptionId = option.description ? `${radioId}-description` : undefined;
        return (
          <div key={option.value} className={`plein-choice plein-choice--${size}`}>
            <input
              id={radioId}
              type="radio"
              name={groupName}
              value={option.value}
              {...(value === undefined
                ? { defaultChecked: defaultValue === option.value }
                : { checked: value === option.value })}
              required={required}
              disabled={option.disabled}
              aria-describedby={optionDescriptionId}
              aria-invalid={error ? true : undefined}
              className="plein-choice__control"
              onChange={(event) => {
                onChange?.(event);
                onValueChange?.(event.target.value);
              }}
              onBlur={onBlur}
            />
            <label htmlFor={radioId} className="plein-choice__label">
              {option.label}
            </label>
            <FieldMessage id={optionDescriptionId} kind="description">
              {option.description}
            </FieldMessage>
          </div>
        );
      })}
      <FieldMessage id={ids.errorId} kind="error">
        {error}
      </FieldMessage>
    </fieldset>
  );
}

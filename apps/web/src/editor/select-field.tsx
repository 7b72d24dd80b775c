import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Help text below the label, linked with `aria-describedby`. */
  description?: string;
}

/**
 * A labelled native select in the look of the ui-kit text fields.
 *
 * @example
 * <SelectField label={t('editor.toolbar.layout')} value={layout} options={layoutOptions}
 *   onChange={(event) => setLayout(event.target.value)} />
 */
export function SelectField({ label, options, description, className, ...rest }: SelectFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={['plein-text-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="plein-text-field__label">
        {label}
      </label>
      {description ? (
        <div id={descriptionId} className="plein-text-field__description">
          {description}
        </div>
      ) : null}
      <select
        {...rest}
        id={id}
        aria-describedby={descriptionId}
        className="plein-text-field__control plein-editor-select"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import './text-field.css';

interface TextFieldBaseProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text below the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message; marks the field `aria-invalid`. */
  error?: ReactNode;
  /** Called with the new value on every change. */
  onValueChange?: (value: string) => void;
}

/** Props of a single-line {@link TextField}. */
export interface TextInputFieldProps
  extends TextFieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  multiline?: false;
}

/** Props of a multi-line {@link TextField} (a textarea, 6 rows by default per spec section 9). */
export interface TextAreaFieldProps
  extends TextFieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  multiline: true;
}

/** Props of {@link TextField}. */
export type TextFieldProps = TextInputFieldProps | TextAreaFieldProps;

/**
 * A labelled text input or textarea with optional description and error message.
 *
 * @example
 * <TextField label={t('hero.title')} value={title} onValueChange={setTitle} />
 * <TextField multiline label={t('hero.text')} value={text} onValueChange={setText} />
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const descriptionId = props.description ? `${id}-description` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': props.error ? true : undefined,
  };

  let control: ReactNode;
  if (props.multiline) {
    const {
      label: _l,
      description: _d,
      error: _e,
      onValueChange,
      multiline: _m,
      className,
      rows = 6,
      onChange,
      ...rest
    } = props;
    control = (
      <textarea
        {...rest}
        {...common}
        rows={rows}
        className={['plein-text-field__control', className].filter(Boolean).join(' ')}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    );
  } else {
    const {
      label: _l,
      description: _d,
      error: _e,
      onValueChange,
      multiline: _m,
      className,
      type = 'text',
      onChange,
      ...rest
    } = props;
    control = (
      <input
        {...rest}
        {...common}
        type={type}
        className={['plein-text-field__control', className].filter(Boolean).join(' ')}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    );
  }

  return (
    <div className="plein-text-field">
      <label htmlFor={id} className="plein-text-field__label">
        {props.label}
      </label>
      {props.description ? (
        <div id={descriptionId} className="plein-text-field__description">
          {props.description}
        </div>
      ) : null}
      {control}
      {props.error ? (
        <div id={errorId} className="plein-text-field__error">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

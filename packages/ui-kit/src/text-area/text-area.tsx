import { TextField } from '../text-field/text-field';
import type { TextAreaFieldProps } from '../text-field/text-field';

/** Props of {@link TextArea}: a native `<textarea>`'s attributes plus the field's texts. */
export type TextAreaProps = Omit<TextAreaFieldProps, 'multiline'>;

/**
 * A labelled multi-line text field, 6 rows high unless `rows` says otherwise (spec section 9),
 * with optional help text and error message. The same field as `<TextField multiline>`.
 *
 * @example
 * <TextArea label={t('forms.description')} value={text} onValueChange={setText} />
 */
export function TextArea(props: TextAreaProps) {
  return <TextField {...props} multiline />;
}

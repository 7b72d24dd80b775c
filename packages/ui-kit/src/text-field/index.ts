export { TextField } from './text-field';
export type { TextAreaFieldProps, TextFieldProps, TextInputFieldProps } from './text-field';

import { Button } from '@plein/ui-kit';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Translate } from '../registry/registry';
import { formTranslationKeys as keys } from './form-content';
import type { FormImageFailure, FormImageUploadResult } from './form-services';

/** Props of {@link FormImageInput}. */
export interface FormImageInputProps {
  /** The field's key: the name of its hidden answer and of its file input. */
  name: string;
  id: string;
  /** The label, with the required marker. */
  label: ReactNode;
  help: string;
  /** The guid of the uploaded image, or empty. */
  value: string;
  problem: string | null;
  t: Translate;
  /** Uploads a file at once (with the script); absent, the file goes with the form's post. */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<FormImageUploadResult>;
  onChange: (guid: string) => void;
  onBlur: () => void;
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'failed'; failure: FormImageFailure }
  | { kind: 'removed' };

/** The image types the image service accepts (it recognises them by their bytes). */
const accepted = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/**
 * An image field of a form. Without JavaScript it is a file input posted with the form
 * (`multipart/form-data`) beside a hidden field that keeps an image chosen in an earlier try.
 * With it, a chosen file is uploaded at once and the hidden field holds the guid the answer
 * names; a preview, the progress or what went wrong (announced politely), and a button that
 * removes the image follow the input.
 */
export function FormImageInput(props: FormImageInputProps) {
  const { name, id, label, help, value, problem, t, upload, onChange, onBlur } = props;
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  // Removing needs the script: the button shows once it runs.
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);

  // A preview is a local object URL: it is let go when replaced or when the field goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!upload || !file) return;
    setState({ kind: 'uploading', percent: 0 });
    const result = await upload(file, (percent) => setState({ kind: 'uploading', percent }));
    if (result.ok) {
      setPreview(URL.createObjectURL(file));
      setState({ kind: 'idle' });
      onChange(result.guid);
    } else {
      setPreview(null);
      setState({ kind: 'failed', failure: result.failure });
      onChange('');
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    setPreview(null);
    setState({ kind: 'removed' });
    onChange('');
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  const status =
    state.kind === 'uploading'
      ? t(keys.imageUploading).replace('{{percent}}', String(state.percent))
      : state.kind === 'failed'
        ? t(keys.imageFailure[state.failure])
        : state.kind === 'removed'
          ? t(keys.imageRemoved)
          : value
            ? t(preview ? keys.imageUploaded : keys.imageKept)
            : '';
  const describedBy = [
    `${id}-description`,
    status ? `${id}-status` : '',
    problem ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="plein-text-field plein-form__image">
      <label htmlFor={id} className="plein-text-field__label">
        {label}
      </label>
      <div id={`${id}-description`} className="plein-text-field__description">
        {[help, t(keys.imageHint)].filter(Boolean).join(' ')}
      </div>
      <input type="hidden" name={name} value={value} />
      <input
        ref={input}
        id={id}
        className="plein-form__file"
        type="file"
        name={name}
        accept={accepted}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={state.kind === 'uploading' || undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
        onBlur={onBlur}
      />
      {state.kind === 'uploading' ? (
        <progress
          className="plein-form__progress"
          max={100}
          value={state.percent}
          aria-labelledby={`${id}-status`}
        />
      ) : null}
      <div
        id={`${id}-status`}
        className={
          state.kind === 'failed' ? 'plein-text-field__error' : 'plein-text-field__description'
        }
        role="status"
      >
        {status}
      </div>
      {value && preview ? (
        <img className="plein-form__preview" src={preview} alt={t(keys.imagePreview)} />
      ) : null}
      {value && upload && hydrated ? (
        <div>
          <Button type="button" variant="secondary" onClick={remove}>
            {t(keys.imageRemove)}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <div id={`${id}-error`} className="plein-text-field__error">
          {problem}
        </div>
      ) : null}
    </div>
  );
}

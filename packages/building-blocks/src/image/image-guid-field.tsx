import { imageUrl } from '@plein/image-service';
import { Button, buttonClassName, Cluster, Stack, TextField } from '@plein/ui-kit';
import { checkImageFile, isGuid } from '@plein/validation';
import type { ImageUploadProblem } from '@plein/validation';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useBlockServices } from '../block-services/block-services';
import type { UploadedBlockImage } from '../block-services/block-services';
import type { Translate } from '../registry/registry';
import '../block-edit/block-edit.css';
import './image.css';

/** Translation keys of the image slot that the image and header-images Edit forms share. */
export const imageUploadTranslationKeys = {
  upload: 'blocks.imageUpload.upload',
  uploadHint: 'blocks.imageUpload.uploadHint',
  uploading: 'blocks.imageUpload.uploading',
  uploaded: 'blocks.imageUpload.uploaded',
  failed: 'blocks.imageUpload.failed',
  tooLarge: 'blocks.imageUpload.tooLarge',
  unsupported: 'blocks.imageUpload.unsupported',
  empty: 'blocks.imageUpload.empty',
  guid: 'blocks.imageUpload.guid',
  guidInvalid: 'blocks.imageUpload.guidInvalid',
  preview: 'blocks.imageUpload.preview',
  remove: 'blocks.imageUpload.remove',
} as const;

const keys = imageUploadTranslationKeys;

function problemKey(problem: ImageUploadProblem | undefined): string {
  if (problem === 'too-large') return keys.tooLarge;
  if (problem === 'empty') return keys.empty;
  return keys.unsupported;
}

type UploadState = { kind: 'idle' | 'uploading' | 'uploaded' } | { kind: 'error'; key: string };

/**
 * The image of a block: a preview with a remove button once chosen, and an upload field when the
 * app provides `uploadImage` (BlockServicesProvider); without it, a text field for the guid of an
 * image uploaded elsewhere. Files are checked in the browser first (type by content, 30 MB).
 */
export function ImageGuidField({
  id,
  imageGuid,
  onImageChange,
  hideGuidField = false,
  t,
}: {
  id: string;
  imageGuid: string | null;
  /** A new image (uploaded, with its size), a typed guid (no size), or null when removed. */
  onImageChange: (image: UploadedBlockImage | { guid: string | null }) => void;
  /** Leave the guid field out (e.g. while an external URL is the image's source). */
  hideGuidField?: boolean;
  t: Translate;
}) {
  const { uploadImage, imageBaseUrl } = useBlockServices();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  // The upload answers later; by then the form may have changed, so call the newest handler.
  const latest = useRef(onImageChange);
  useEffect(() => {
    latest.current = onImageChange;
  });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !uploadImage) return;
    const check = await checkImageFile(file);
    if (!check.ok) {
      setState({ kind: 'error', key: problemKey(check.problems[0]) });
      input.value = '';
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const image = await uploadImage(file);
      latest.current({ guid: image.guid, width: image.width, height: image.height });
      setState({ kind: 'uploaded' });
    } catch {
      setState({ kind: 'error', key: keys.failed });
    }
    input.value = '';
  };

  const errorId = `${id}-upload-error`;
  const hintId = `${id}-upload-hint`;
  const status =
    state.kind === 'uploading'
      ? t(keys.uploading)
      : state.kind === 'uploaded'
        ? t(keys.uploaded)
        : '';

  return (
    <Stack gap={3} className="plein-image-field">
      {imageGuid && isGuid(imageGuid) ? (
        <Cluster gap={3} align="end">
          <img
            className="plein-image-field__preview"
            src={imageUrl(imageGuid, { width: 240, baseUrl: imageBaseUrl })}
            alt={t(keys.preview)}
            width={240}
            decoding="async"
          />
          <Button variant="ghost" size="sm" onClick={() => onImageChange({ guid: null })}>
            {t(keys.remove)}
          </Button>
        </Cluster>
      ) : null}
      {uploadImage ? (
        <div className="plein-block-edit__field">
          <p id={hintId} className="plein-block-edit__status">
            {t(keys.uploadHint)}
          </p>
          {/* The native file input stays the focusable control; its label looks like a button, so
              the browser's own "Choose file" text (in the browser's language) is not shown. */}
          <div className="plein-image-field__upload">
            <input
              id={`${id}-upload`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
              className="plein-image-field__file"
              aria-describedby={state.kind === 'error' ? `${hintId} ${errorId}` : hintId}
              aria-invalid={state.kind === 'error' || undefined}
              onChange={(event) => void upload(event)}
            />
            <label htmlFor={`${id}-upload`} className={buttonClassName('secondary')}>
              {t(keys.upload)}
            </label>
          </div>
          {state.kind === 'error' ? (
            <p id={errorId} className="plein-block-edit__error" role="alert">
              {t(state.key)}
            </p>
          ) : null}
          <p role="status" className="plein-block-edit__status">
            {status}
          </p>
        </div>
      ) : hideGuidField ? null : (
        <TextField
          id={`${id}-guid`}
          label={t(keys.guid)}
          value={imageGuid ?? ''}
          error={imageGuid && !isGuid(imageGuid) ? t(keys.guidInvalid) : undefined}
          onValueChange={(guid) => onImageChange({ guid: guid.trim() || null })}
        />
      )}
    </Stack>
  );
}

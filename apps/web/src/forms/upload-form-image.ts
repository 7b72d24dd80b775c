import {
  imageUploadField,
  maxFormImageUploadBytes,
  readXsrfCookie,
  xsrfHeaderName,
} from '@plein/api-client';
import type { UploadedImage } from '@plein/api-client';
import type { FormImageFailure, FormImageUploadResult } from '@plein/building-blocks';

/** What the status of a refused upload means for the visitor. */
export function imageFailureOf(status: number): FormImageFailure {
  if (status === 413) return 'tooLarge';
  if (status === 415 || status === 422 || status === 400) return 'unsupported';
  if (status === 429) return 'tooMany';
  if (status === 401 || status === 403 || status === 404 || status === 409) return 'refused';
  return 'failed';
}

/**
 * Uploads a visitor's image into a form (`POST /a/upload?form={guid}`), with the XSRF header
 * like the form's other posts, telling the progress in percent (XMLHttpRequest: fetch tells no
 * upload progress). A file over the limit is refused before a byte is sent. Never rejects.
 *
 * @example
 * const result = await uploadFormImage(formGuid, file, (percent) => setPercent(percent));
 */
export function uploadFormImage(
  formGuid: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<FormImageUploadResult> {
  if (file.size > maxFormImageUploadBytes) {
    return Promise.resolve({ ok: false, failure: 'tooLarge' });
  }
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/a/upload?form=${encodeURIComponent(formGuid)}`);
    request.withCredentials = true;
    const token = readXsrfCookie(document.cookie);
    if (token) request.setRequestHeader(xsrfHeaderName, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          const { guid } = JSON.parse(request.responseText) as UploadedImage;
          resolve({ ok: true, guid });
          return;
        } catch {
          resolve({ ok: false, failure: 'failed' });
          return;
        }
      }
      resolve({ ok: false, failure: imageFailureOf(request.status) });
    };
    request.onerror = () => resolve({ ok: false, failure: 'failed' });
    request.onabort = () => resolve({ ok: false, failure: 'failed' });
    const body = new FormData();
    body.append(imageUploadField, file, file.name);
    request.send(body);
  });
}

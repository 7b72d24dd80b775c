import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useUploadImageMutation } from '@plein/api-client';
import type { ImageUploadQuery, UploadedImage } from '@plein/api-client';
import type { RootState } from '@plein/state-store';

/** Thrown when there is no access token yet (it is fetched after an editor signs in). */
export class NoAccessTokenError extends Error {
  constructor() {
    super('No access token: uploads need a signed-in editor.');
    this.name = 'NoAccessTokenError';
  }
}

/**
 * Uploads an image to `POST /a/upload` in one scope (spec section 7), with the bearer token of the
 * access state; rejects when the API refuses the file (the calling field shows why).
 *
 * @example
 * const upload = useUploadImage({ block: guid });
 * const { guid: imageGuid } = await upload(file);
 */
export function useUploadImage(scope: ImageUploadQuery): (file: File) => Promise<UploadedImage> {
  const store = useStore<RootState>();
  const [upload] = useUploadImageMutation();
  const scopeKey = JSON.stringify(scope);
  return useCallback(
    async (file: File) => {
      const { accessToken } = store.getState().access;
      if (!accessToken) throw new NoAccessTokenError();
      const target = JSON.parse(scopeKey) as ImageUploadQuery;
      return upload({ file, fileName: file.name, scope: target, accessToken }).unwrap();
    },
    [store, upload, scopeKey],
  );
}

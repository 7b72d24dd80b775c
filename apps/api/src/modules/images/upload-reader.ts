import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { imageUploadField } from '@plein/api-client';
import { IMAGE_SNIFF_BYTES, detectImageType } from '@plein/validation';
import { ApiError } from '../../http/errors';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Options of {@link readImageUpload}. */
export interface ImageUploadLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Folder of the temporary files (created when missing). */
  spoolDir: string;
  /** Told about a temporary file that could not be removed (the request goes on). */
  onError?: (error: unknown) => void;
}

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'image_too_large', `The image is larger than ${maxBytes} bytes.`, {
    maxBytes,
  });

const invalidUpload = (message: string) => new ApiError(400, 'invalid_upload', message);

export const unsupportedImage = () =>
  new ApiError(
    415,
    'unsupported_image',
    'Only png, jpeg, webp, avif and gif images are accepted (recognised by their content).',
  );

/** A multipart file written to a temporary file while it arrived. */
export interface SpooledUpload {
  /** The temporary file; {@link discard} removes it unless it was moved away. */
  path: string;
  /** Its length in bytes. */
  size: number;
  /** sha256 of its bytes, in hex. */
  sha256: string;
  fileName: string;
  mimeType: string;
  /** Removes the temporary file (nothing happens when it is gone already). Never throws. */
  discard(): Promise<void>;
}

const noop = () => undefined;

/** Removes `file`, ignoring that it may be gone; other errors go to `onError`. */
const removeFile = (file: string, onError: (error: unknown) => void) =>
  rm(file, { force: true }).catch(onError);

/**
 * Streams the `Image` file of a multipart request to a temporary file in `spoolDir` (at most a
 * few chunks of it in memory at any time, however large it is), hashing it on the way, and
 * refuses as early as possible: a Content-Length past the limit before a byte is read (413
 * `image_too_large`), a file that grows past the limit the moment it does (413), leading bytes
 * that are not png, jpeg, webp, avif or gif as soon as they arrive (415 `unsupported_image`), a
 * body that is not multipart, is cut off or has no `Image` file (400 `invalid_upload`). Once
 * refused, the rest of the body is discarded unread and the temporary file is removed before the
 * promise rejects. Other fields are ignored. The caller owns the file once the promise resolves:
 * call `discard()` when done with it.
 *
 * @example
 * const upload = await readImageUpload(req, { maxBytes: MAX_IMAGE_UPLOAD_BYTES, spoolDir });
 * try {
 *   await store(upload.path);
 * } finally {
 *   await upload.discard();
 * }
 */
export async function readImageUpload(
  req: Request,
  limits: ImageUploadLimits,
): Promise<SpooledUpload> {
  const { maxBytes, spoolDir } = limits;
  const onError = limits.onError ?? noop;
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
    throw invalidUpload(`Send multipart/form-data with the file in "${imageUploadField}".`);
  }
  const declared = Number(req.headers['content-length']);
  const contentLength = Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
  if (contentLength !== null && contentLength > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    req.resume();
    throw tooLarge(maxBytes);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 4096, parts: 21 },
    });
  } catch {
    req.resume();
    throw invalidUpload('The multipart body cannot be read.');
  }
  await mkdir(spoolDir, { recursive: true });
  // A client gone while the folder was made: its 'close' has been missed.
  if (req.destroyed && !req.complete) throw invalidUpload('The upload was interrupted.');
  return new Promise((resolve, reject) => {
    let settled = false;
    let spool: { path: string; output: WriteStream; written: Promise<void> } | null = null;
    let upload: SpooledUpload | null = null;
    let parserClosed = false;
    const discardSpool = async () => {
      if (!spool) return;
      const { output } = spool;
      if (!output.closed) {
        const closed = new Promise<void>((done) => output.once('close', () => done()));
        output.destroy();
        await closed;
      }
      await removeFile(spool.path, onError);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', noop);
      req.resume();
      void discardSpool().finally(() => reject(error));
    };
    const succeed = () => {
      if (settled || !parserClosed || !spool) return;
      if (!upload) return;
      settled = true;
      resolve(upload);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== imageUploadField || spool !== null) {
        stream.resume();
        return;
      }
      const file = path.join(spoolDir, `upload-${randomBytes(12).toString('hex')}.tmp`);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          hash.update(chunk);
          if (head.length < IMAGE_SNIFF_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, IMAGE_SNIFF_BYTES - head.length)]);
            if (head.length >= IMAGE_SNIFF_BYTES && !detectImageType(head)) {
              callback(unsupportedImage());
              return;
            }
          }
          callback(null, chunk);
        },
      });
      const output = createWriteStream(file, { flags: 'wx' });
      let writeError: Error | null = null;
      output.on('error', (error) => {
        writeError ??= error;
      });
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      const written = pipeline(stream, meter, output);
      spool = { path: file, output, written };
      written.then(
        () => {
          if (settled) return;
          upload = {
            path: file,
            size,
            sha256: hash.digest('hex'),
            fileName: info.filename ?? '',
            mimeType: info.mimeType,
            discard: () => removeFile(file, onError),
          };
          succeed();
        },
        (error: unknown) => {
          if (error instanceof ApiError) fail(error);
          // A disk that cannot take the file is the server's problem, not the client's.
          else if (writeError) fail(writeError);
          else fail(invalidUpload('The multipart body cannot be read.'));
        },
      );
    });
    parser.on('error', () => fail(invalidUpload('The multipart body cannot be read.')));
    parser.on('close', () => {
      parserClosed = true;
      if (settled) return;
      if (!spool) {
        fail(invalidUpload(`The multipart body has no file in "${imageUploadField}".`));
        return;
      }
      succeed();
    });
    const interrupted = () => fail(invalidUpload('The upload was interrupted.'));
    req.on('aborted', interrupted);
    req.on('close', () => {
      if (!req.complete) interrupted();
    });
    req.pipe(parser);
  });
}

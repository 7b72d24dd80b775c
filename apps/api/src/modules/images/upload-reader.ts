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

/** Copies incoming chunks into one buffer sized from Content-Length when it is known. */
function chunkCollector(expected: number | null) {
  let buffer = expected === null ? null : Buffer.allocUnsafe(expected);
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    get size() {
      return size;
    },
    add(chunk: Buffer) {
      if (buffer && size + chunk.length <= buffer.length) chunk.copy(buffer, size);
      else {
        if (buffer) chunks.push(buffer.subarray(0, size));
        buffer = null;
        chunks.push(chunk);
      }
      size += chunk.length;
    },
    head(): Buffer {
      return buffer
        ? buffer.subarray(0, Math.min(size, IMAGE_SNIFF_BYTES))
        : Buffer.concat(chunks).subarray(0, IMAGE_SNIFF_BYTES);
    },
    bytes(): Buffer {
      return buffer ? buffer.subarray(0, size) : Buffer.concat(chunks, size);
    },
  };
}

/**
 * Streams the `Image` file of a multipart request into memory, refusing as early as possible:
 * a Content-Length past the limit before a byte is read (413 `image_too_large`), a file that
 * grows past the limit the moment it does (413), leading bytes that are not png, jpeg, webp,
 * avif or gif as soon as they arrive (415 `unsupported_image`), a body that is not multipart or
 * has no `Image` file (400 `invalid_upload`). Once refused, the rest of the body is discarded
 * unread. Other fields are ignored.
 *
 * @example
 * const { bytes } = await readImageUpload(req, { maxBytes: MAX_IMAGE_UPLOAD_BYTES });
 */
export function readImageUpload(
  req: Request,
  limits: ImageUploadLimits,
): Promise<{ bytes: Buffer; fileName: string; mimeType: string }> {
  const { maxBytes } = limits;
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
    return Promise.reject(
      invalidUpload(`Send multipart/form-data with the file in "${imageUploadField}".`),
    );
  }
  const declared = Number(req.headers['content-length']);
  const contentLength = Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
  if (contentLength !== null && contentLength > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    req.resume();
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 4096, parts: 21 },
      });
    } catch {
      reject(invalidUpload('The multipart body cannot be read.'));
      return;
    }
    let settled = false;
    let file: { bytes: Buffer; fileName: string; mimeType: string } | null = null;
    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      req.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== imageUploadField || file !== null) {
        stream.resume();
        return;
      }
      const collector = chunkCollector(
        contentLength === null ? null : Math.min(contentLength, maxBytes),
      );
      let sniffed = false;
      stream.on('data', (chunk: Buffer) => {
        collector.add(chunk);
        if (!sniffed && collector.size >= IMAGE_SNIFF_BYTES) {
          sniffed = true;
          if (!detectImageType(collector.head())) fail(unsupportedImage());
        }
      });
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('end', () => {
        if (settled) return;
        file = { bytes: collector.bytes(), fileName: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('error', () => fail(invalidUpload('The multipart body cannot be read.')));
    parser.on('close', () => {
      if (settled) return;
      if (!file) {
        fail(invalidUpload(`The multipart body has no file in "${imageUploadField}".`));
        return;
      }
      settled = true;
      resolve(file);
    });
    req.on('aborted', () => fail(invalidUpload('The upload was interrupted.')));
    req.pipe(parser);
  });
}

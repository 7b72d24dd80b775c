import { Readable, Transform } from 'node:stream';
import type { RequestHandler, Response } from 'express';

/** A file posted with a form block (without script): an image field's upload. */
export interface PostedFile {
  /** The form's field (the image field's key). */
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Limits of {@link multipartFormBody}. */
export interface MultipartFormLimits {
  /** Most bytes of the whole body (files and fields together). */
  maxBytes: number;
  /** Most fields and files. */
  maxParts: number;
}

const posted = new WeakMap<Response, PostedFile[]>();

/** The files of a form block's multipart post, read by {@link multipartFormBody}. */
export function postedFiles(res: Response): PostedFile[] {
  return posted.get(res) ?? [];
}

const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, expose: true });

/**
 * Reads a `multipart/form-data` post (a form block with an image field, without script) into
 * `req.body` (text fields, a repeated name as a list, as the urlencoded parser gives them) and
 * the non-empty files ({@link postedFiles}). The body is bounded: a Content-Length past
 * `maxBytes` is refused before reading (413), and so is a body that grows past it; a body that
 * cannot be read is 400. Other posts go on untouched.
 *
 * @example
 * router.post('/{*path}', multipartFormBody({ maxBytes, maxParts: 1000 }), formBlockBody, handler);
 */
export function multipartFormBody(limits: MultipartFormLimits): RequestHandler {
  return async (req, res, next) => {
    const type = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\b/i.test(type)) {
      next();
      return;
    }
    if (Number(req.headers['content-length']) > limits.maxBytes) {
      req.resume();
      next(httpError(413, 'The form is too large.'));
      return;
    }
    let seen = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > limits.maxBytes) callback(httpError(413, 'The form is too large.'));
        else callback(null, chunk);
      },
    });
    let form: FormData;
    try {
      // The platform's own multipart parser (undici): no file ever reaches the disk.
      form = await new Request('http://form.invalid/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: Readable.toWeb(req.pipe(bounded)) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit).formData();
    } catch {
      req.resume();
      next(
        seen > limits.maxBytes
          ? httpError(413, 'The form is too large.')
          : httpError(400, 'The form cannot be read.'),
      );
      return;
    }
    const fields: Record<string, string | string[]> = {};
    const files: PostedFile[] = [];
    let parts = 0;
    for (const [name, value] of form.entries()) {
      parts += 1;
      if (parts > limits.maxParts) {
        next(httpError(413, 'The form has too many fields.'));
        return;
      }
      if (typeof value === 'string') {
        const earlier = fields[name];
        fields[name] =
          earlier === undefined
            ? value
            : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
      } else if (value.size > 0) {
        files.push({
          field: name,
          fileName: value.name,
          contentType: value.type,
          bytes: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    req.body = fields;
    posted.set(res, files);
    next();
  };
}

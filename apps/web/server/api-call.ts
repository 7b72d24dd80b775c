import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Request } from 'express';
import { xsrfHeaderName } from '@plein/api-client';
import { requestInProcess } from './in-process-request';
import type { ApiMount } from './web-server';

/** A file the web server sends on as `multipart/form-data` (a form's image posted without script). */
export interface ApiUpload {
  /** The multipart field, e.g. `Image`. */
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A JSON call (or a file upload) the web server makes to the API on a visitor's behalf. */
export type ApiCall =
  | {
      method: 'POST';
      /** e.g. `/api/auth/login`. */
      path: string;
      body: unknown;
      /** The visitor's XSRF token, already checked against their cookie; sent as the header. */
      xsrfToken: string;
    }
  | { method: 'POST'; path: string; upload: ApiUpload; xsrfToken: string }
  | { method: 'GET'; path: string };

/** A JSON call that changes something (it carries the visitor's XSRF token). */
export type ApiPost = Extract<ApiCall, { method: 'POST'; body: unknown }>;

/** A multipart body holding one file (the boundary cannot occur in it: 24 random bytes). */
function multipartBody(upload: ApiUpload): { body: Buffer; contentType: string } {
  const boundary = `plein-${randomBytes(24).toString('hex')}`;
  // Quotes and line breaks would end the header: they are left out of the name.
  const fileName = upload.fileName.replace(/["\r\n\\]/g, '') || 'image';
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${upload.field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${upload.contentType.replace(/[\r\n]/g, '') || 'application/octet-stream'}\r\n\r\n`;
  return {
    body: Buffer.concat([
      Buffer.from(head, 'utf8'),
      upload.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The API's answer: status, headers (its cookies among them) and the JSON body, if any. */
export interface ApiCallAnswer {
  status: number;
  headers: OutgoingHttpHeaders | IncomingHttpHeaders;
  body: unknown;
}

/** Calls the API for the visitor of `from`. */
export type ApiCaller = (from: Request, call: ApiCall) => Promise<ApiCallAnswer>;

/** The visitor's headers the API needs: its host (the tenant), cookies, language, ids. */
const passedHeaders = [
  'host',
  'cookie',
  'user-agent',
  'accept-language',
  'x-correlation-id',
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];

/**
 * Builds the caller of form posts handled without JavaScript: the in-process API is called
 * directly (with the visitor's connection), a remote API over HTTP with the `X-Forwarded-*`
 * headers the proxy of `/api` adds too.
 *
 * @example
 * const callApi = createApiCaller(api);
 * const answer = await callApi(req, { method: 'POST', path: '/api/auth/login', body, xsrfToken });
 */
export function createApiCaller(api: ApiMount): ApiCaller {
  return async (from, call) => {
    const headers: IncomingHttpHeaders = { accept: 'application/json' };
    let body: Buffer = Buffer.alloc(0);
    if (call.method === 'POST') {
      if ('upload' in call) {
        const multipart = multipartBody(call.upload);
        body = multipart.body;
        headers['content-type'] = multipart.contentType;
      } else {
        body = Buffer.from(JSON.stringify(call.body));
        headers['content-type'] = 'application/json';
      }
      headers[xsrfHeaderName.toLowerCase()] = call.xsrfToken;
    }
    for (const name of passedHeaders) {
      const value = from.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer =
      api.kind === 'in-process'
        ? await requestInProcess(api.app, {
            connection: from.socket,
            method: call.method,
            url: call.path,
            headers,
            body,
          })
        : await requestRemote(
            new URL(call.path, api.url),
            call.method,
            forwarded(from, headers),
            body,
          );
    return { status: answer.status, headers: answer.headers, body: parseJson(answer.body) };
  };
}

/** The headers of a proxied request: who asked, over which protocol (as http-proxy's xfwd). */
function forwarded(from: Request, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const address = from.socket.remoteAddress ?? '';
  const earlier = headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': typeof earlier === 'string' ? `${earlier}, ${address}` : address,
    'x-forwarded-proto': headers['x-forwarded-proto'] ?? (from.secure ? 'https' : 'http'),
  };
}

function requestRemote(
  url: URL,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      { method, headers: { ...headers, 'content-length': String(body.length) }, timeout: 30_000 },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 502,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`The API did not answer ${url.pathname}`)),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return null;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

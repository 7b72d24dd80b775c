import type { AddressInfo, Server } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicForm } from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import { emptyFormField } from '@plein/validation';
import type { FormOutcome } from '../src/forms/form-outcome';
import { createFormRoutes } from './form-routes';
import { maskToken } from './form-token';

const xsrfCookie = 'J4cDXHYTCGt7opRisJ4Wq02xKs3DzDlzPyRAcQagfrU';
const formGuid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
const notifyOnlyGuid = '1b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
const imageFormGuid = '4b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
const uploadedGuid = '5b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
/** The bytes of a file the stand-in API takes as an image (it checks no more than its size). */
const photo = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2048, 7)]);

const imageForm = (): PublicForm => ({
  ...publicForm(imageFormGuid),
  content: {
    ...publicForm(imageFormGuid).content,
    fields: [
      { ...emptyFormField('shortText', 'naam'), label: { nl: 'Naam', en: '' } },
      { ...emptyFormField('image', 'foto'), label: { nl: 'Foto', en: '' }, required: true },
    ],
  },
});

const publicForm = (guid: string): PublicForm => ({
  guid,
  version: 3,
  content: {
    title: { nl: 'Melding', en: '' },
    introduction: { nl: '', en: '' },
    confirmation: { nl: '', en: '' },
    fields: [
      { ...emptyFormField('email', 'email'), label: { nl: 'E-mail', en: '' }, required: true },
      {
        ...emptyFormField('choice', 'topics'),
        label: { nl: 'Onderwerpen', en: '' },
        display: 'checkboxes',
        options: [
          { value: 'parks', label: { nl: 'Parken', en: '' } },
          { value: 'roads', label: { nl: 'Wegen', en: '' } },
        ],
      },
      { ...emptyFormField('consent', 'agree'), label: { nl: 'Akkoord', en: '' } },
    ],
  },
  openState: 'open',
  openDate: null,
  closeDate: null,
  refusal: null,
});

let calls: {
  method: string;
  path: string;
  url: string;
  body: unknown;
  xsrf: string | undefined;
}[] = [];

// A stand-in for the API's form routes.
const api = express();
api.use(express.json());
api.use(express.raw({ type: 'multipart/form-data', limit: '20mb' }));
api.use((req, _res, next) => {
  calls.push({
    method: req.method,
    path: req.path,
    url: req.url,
    body: req.body,
    xsrf: req.get('x-xsrf-token'),
  });
  next();
});
api.get('/api/forms/:guid', (req, res) => {
  if (req.params.guid === imageFormGuid) res.json(imageForm());
  else if ([formGuid, notifyOnlyGuid].includes(req.params.guid))
    res.json(publicForm(req.params.guid));
  else res.status(404).json({ error: { code: 'form_not_found' } });
});
// The image service: a file of more than 4 KB stands for one over its limit.
api.post('/a/upload', (req, res) => {
  const body = req.body as Buffer;
  if (body.length > 4096 + 1024) res.status(413).json({ error: { code: 'image_too_large' } });
  else res.status(201).json({ guid: uploadedGuid, width: 1, height: 1, type: 'png', size: 1 });
});
api.post('/api/forms/:guid/submissions', (req, res) => {
  const { answers } = req.body as { answers: { email: string } };
  if (req.params.guid === imageFormGuid) {
    res.status(201).json({ guid: 'c3d4' });
  } else if (!answers.email.includes('@')) {
    res.status(400).json({
      error: { code: 'invalid_answers', message: '', details: { fields: { email: 'email' } } },
    });
  } else {
    res.status(201).json({ guid: req.params.guid === notifyOnlyGuid ? null : 'a1b2' });
  }
});

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(
    createFormRoutes({
      api: { kind: 'in-process', app: api },
      renderPage: (_req, res, options) => {
        res.status(options?.formOutcome?.status ?? 200).json(options?.formOutcome ?? null);
        return Promise.resolve();
      },
      logger: { error: () => undefined } as unknown as Logger,
    }),
  );
  app.use((_req, res) => res.status(405).end());
  await new Promise<void>((resolve, reject) => {
    server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

/** Posts a form block as a browser without JavaScript would, to the page `/contact`. */
function post(fields: [string, string][], cookie = `XSRF-TOKEN=${xsrfCookie}`) {
  return fetch(`${origin}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

const answered = (guid = formGuid): [string, string][] => [
  ['plein-form', guid],
  ['plein-form-version', '3'],
  ['plein-website', ''],
  ['email', 'ada@example.org'],
  ['topics', 'parks'],
  ['topics', 'roads'],
  ['agree', 'on'],
];

describe('a form block posted without JavaScript', () => {
  it('sends the answers typed by the form’s fields and goes on to the receipt', async () => {
    const response = await post(answered());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/submission/a1b2');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/forms/${formGuid}`,
      `POST /api/forms/${formGuid}/submissions`,
    ]);
    expect(calls[1]).toMatchObject({
      xsrf: xsrfCookie,
      body: {
        version: 3,
        website: '',
        answers: { email: 'ada@example.org', topics: ['parks', 'roads'], agree: true },
      },
    });
  });

  it('answers with the page, the answers kept and the problems the API found', async () => {
    const response = await post([
      ...answered().filter(([name]) => name !== 'email'),
      ['email', 'ada'],
    ]);
    expect(response.status).toBe(400);
    const outcome = (await response.json()) as FormOutcome;
    expect(outcome.formBlock).toEqual({
      formGuid,
      outcome: {
        answers: { email: 'ada', topics: ['parks', 'roads'], agree: true },
        result: { sent: false, fieldProblems: { email: 'email' } },
      },
    });
  });

  it('shows the confirmation on the page when the form only mails its answers', async () => {
    const response = await post(answered(notifyOnlyGuid));
    expect(response.status).toBe(200);
    expect(((await response.json()) as FormOutcome).formBlock?.outcome.result).toEqual({
      sent: true,
      receiptHref: null,
    });
  });

  it('asks a signed-in visitor for the page’s form token, and sends nothing without it', async () => {
    const signedIn = `XSRF-TOKEN=${xsrfCookie}; plein_session=sessie`;
    const refused = await post(answered(), signedIn);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as FormOutcome).formBlock?.outcome.result).toEqual({
      sent: false,
      failure: 'expired',
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const accepted = await post([...answered(), ['xsrfToken', maskToken(xsrfCookie)]], signedIn);
    expect(accepted.status).toBe(303);
  });

  it('refuses a form that is not there and leaves other posts alone', async () => {
    expect((await post([['plein-form', 'not-a-guid']])).status).toBe(400);
    expect((await post(answered('2b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f'))).status).toBe(404);
    expect((await post([['q', 'x']])).status).toBe(405);
  });
});

/** Posts the image form as `multipart/form-data`, as a browser without JavaScript does. */
function postMultipart(fields: [string, string][], file: Buffer | null) {
  const body = new FormData();
  const posted: [string, string][] = [
    ['plein-form', imageFormGuid],
    ['plein-form-version', '3'],
    ['plein-website', ''],
    ...fields,
  ];
  for (const [name, value] of posted) body.append(name, value);
  body.append(
    'foto',
    new Blob(file ? [new Uint8Array(file)] : [], {
      type: file ? 'image/png' : 'application/octet-stream',
    }),
    file ? 'foto.png' : '',
  );
  return fetch(`${origin}/contact`, {
    method: 'POST',
    headers: { cookie: `XSRF-TOKEN=${xsrfCookie}` },
    body,
    redirect: 'manual',
  });
}

describe('a form block with an image field posted without JavaScript', () => {
  it('stores the file through the image service, then submits its guid', async () => {
    const response = await postMultipart(
      [
        ['naam', 'Ada'],
        ['foto', ''],
      ],
      photo,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/submission/c3d4');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /api/forms/${imageFormGuid}`,
      `POST /a/upload?form=${imageFormGuid}`,
      `POST /api/forms/${imageFormGuid}/submissions`,
    ]);
    const upload = calls[1]!;
    expect(upload.xsrf).toBe(xsrfCookie);
    const sent = upload.body as Buffer;
    expect(sent.includes(photo)).toBe(true);
    expect(sent.toString('latin1')).toContain('name="Image"; filename="foto.png"');
    expect(calls[2]).toMatchObject({
      xsrf: xsrfCookie,
      body: { version: 3, answers: { naam: 'Ada', foto: uploadedGuid } },
    });
  });

  it('keeps an image uploaded in an earlier try when no new file is chosen', async () => {
    const response = await postMultipart([['foto', uploadedGuid]], null);
    expect(response.status).toBe(303);
    expect(calls.some((call) => call.path === '/a/upload')).toBe(false);
    expect(calls[1]).toMatchObject({ body: { answers: { naam: '', foto: uploadedGuid } } });
  });

  it('shows a file the image service refuses at its field, and submits nothing', async () => {
    const response = await postMultipart([['naam', 'Ada']], Buffer.alloc(8192, 1));
    expect(response.status).toBe(400);
    expect(((await response.json()) as FormOutcome).formBlock?.outcome).toEqual({
      answers: { naam: 'Ada', foto: '' },
      result: { sent: false, fieldProblems: { foto: 'imageTooLarge' } },
    });
    expect(calls.some((call) => call.path.endsWith('/submissions'))).toBe(false);
  });

  it('refuses a body larger than the limit with 413 before the API hears of it', async () => {
    const response = await postMultipart([], Buffer.alloc(10 * 1024 * 1024 + 200 * 1024, 1));
    expect(response.status).toBe(413);
    expect(calls).toEqual([]);
  });
});

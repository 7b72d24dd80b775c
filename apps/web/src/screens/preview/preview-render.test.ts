import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PreviewResponse } from '@plein/api-client';
import { fixturePage } from '../../editor/editor-fixtures';
import { isNeverStoredPage, isSharedPage } from '../../routing/route-table';
import { startFakeApi } from '../../test-support/fake-api';
import { renderedDocument } from '../../test-support/server-render';

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer('GET /api/platformsettingvalues', { status: 200, body: [] });
  api.answer('GET /api/profiles:loggedIn', {
    status: 401,
    body: { error: { code: 'not_signed_in', message: 'Sign in first.' } },
  });
});

const token = 'Qm9vbS1lZW4tdm9vcmJlZWxkLXRva2VuLXZhbi00My1';
/** The server's render of a path for a visitor: its status and whole document. */
const serverRender = (path: string) => renderedDocument(api.baseUrl, path);

describe('the server render of a preview link', () => {
  it('renders the draft with its banner, unindexed, and is never a shared page', async () => {
    const preview: PreviewResponse = {
      page: { ...fixturePage({ isPublished: true }), draft: undefined },
      listMetadata: [],
      preview: { expiresAt: '2026-11-27T13:05:00.000Z' },
    };
    api.answer(`GET /api/preview/${token}`, { status: 200, body: preview });
    const { status, html } = await serverRender(`/preview/${token}`);
    expect(status).toBe(200);
    expect(html).toContain(
      'Voorbeeld van een concept — bezoekers zien deze versie nog niet. Deze link is geldig tot 27 nov 2026, 14:05.',
    );
    expect(html).toContain('Welkom bij ons team.');
    expect(html).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/>[\s\S]*<\/head>/);
    expect(isSharedPage(`/preview/${token}`)).toBe(false);
    expect(isNeverStoredPage(`/preview/${token}`)).toBe(true);
    expect(isNeverStoredPage('/over-ons')).toBe(false);
  });

  it('answers 404 with its own notice for an unknown or expired link, and for a malformed one', async () => {
    api.answer(`GET /api/preview/${token}`, {
      status: 404,
      body: { error: { code: 'preview_not_found', message: 'No such preview.' } },
    });
    const expired = await serverRender(`/preview/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.html).toContain('Voorbeeldlink niet gevonden');
    expect(expired.html).toContain('<meta name="robots" content="noindex"/>');

    const malformed = await serverRender('/preview/te-kort');
    expect(malformed.status).toBe(404);
    expect(malformed.html).toContain('Voorbeeldlink niet gevonden');
  });
});

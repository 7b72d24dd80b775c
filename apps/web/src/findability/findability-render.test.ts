import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ItemAddress, ListItem, MenuItem, PageResponse, SiteAddress } from '@plein/api-client';
import { fixturePage, pageGuid } from '../editor/editor-fixtures';
import type { RenderResult } from '../entry-server';
import { startFakeApi } from '../test-support/fake-api';
import { renderedDocument, serverRender as renderOnServer } from '../test-support/server-render';
import { structuredDataIssues } from '../test-support/structured-data-issues';

// What search engines and sharing previews read of a server-rendered page, and the move to the
// primary domain (docs/decisions/0017-findability.md).

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const origin = 'https://www.plein.test';
const headerImage = '3f2c0000-0000-4000-8000-000000000001';
const menu: MenuItem[] = [
  {
    guid: 'm1',
    urlSegment: 'over-ons',
    name: 'Over ons',
    pageGuid,
    pageName: 'over-ons',
    pageIsPublished: true,
    externalUrl: null,
    relatedMenuItems: [],
  },
];
const newsItem: ListItem = {
  guid: 'a1b2c3d4-0000-4000-8000-000000000001',
  shortId: 'abc',
  title: 'Havenfeest',
  listItemTypeName: 'Nieuwsbericht',
  parentGuids: [],
  metadata: { description: 'Duizenden bezoekers', periodEnd: null },
  publishedOn: '2025-02-01T10:00:00.000Z',
  isPublished: true,
  highlight: false,
  language: 'nl',
  blockGuid: 'c0ffee00-0000-4000-8000-000000000001',
  contentBuildingBlockInstances: [],
};
const publishedPage = fixturePage({ isPublished: true, draft: undefined, editRoles: [] });

/** The site's settings, with `extra` settings added. */
function answerSettings(extra: { key: string; value: unknown }[] = []) {
  api.answer('GET /api/platformsettingvalues', {
    status: 200,
    body: [
      { key: 'platformName', value: 'Gemeente Plein' },
      { key: 'platformDescription', value: 'Alles over Plein' },
      { key: 'headerImages', value: [{ guid: 'h1', imageGuid: headerImage, title: '', text: '' }] },
      ...extra,
    ],
  });
}

beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: menu });
  answerSettings();
  api.answer('GET /api/profiles:loggedIn', {
    status: 401,
    body: { error: { code: 'not_signed_in', message: 'Sign in first.' } },
  });
  api.answer('GET /api/site-address', {
    status: 200,
    body: { origin, redirectOrigin: null } satisfies SiteAddress,
  });
  api.answer(`GET /api/pages/${pageGuid}`, {
    status: 200,
    body: { page: publishedPage, listMetadata: [] } satisfies PageResponse,
  });
});

/** The server's render of `path` on `host`. */
const serverRender = (path: string, host = 'localhost'): Promise<RenderResult> =>
  renderOnServer(api.baseUrl, path, { host });

/** The whole document of a server render of `path`. */
const documentOf = async (path: string): Promise<string> =>
  (await renderedDocument(api.baseUrl, path)).html;

/** The JSON-LD blocks of a document, parsed. */
function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the move to the primary domain', () => {
  it('answers another host name of the site with 301 to the same path and query there', async () => {
    api.answer('GET /api/site-address', {
      status: 200,
      body: { origin, redirectOrigin: origin } satisfies SiteAddress,
    });
    expect(await serverRender('/over-ons?pagina=2&q=a%20b', 'plein.test')).toEqual({
      kind: 'redirect',
      status: 301,
      location: `${origin}/over-ons?pagina=2&q=a%20b`,
    });
  });
});

describe('the head of a published page', () => {
  it('has its canonical link on the primary domain, sharing tags and the Organization', async () => {
    const head = headOf(await documentOf('/over-ons'));
    expect(head).toContain(`<link rel="canonical" href="${origin}/over-ons"/>`);
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toContain('<meta property="og:title" content="Over ons"/>');
    expect(head).toContain(`<meta property="og:url" content="${origin}/over-ons"/>`);
    expect(head).toContain('<meta property="og:site_name" content="Gemeente Plein"/>');
    expect(head).toContain('<meta property="og:description" content="Alles over Plein"/>');
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${origin}/a/${headerImage}\\?[^"]*"/>`),
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).not.toContain('hrefLang');
    const html = await documentOf('/over-ons');
    expect(structuredDataOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Gemeente Plein',
        url: `${origin}/`,
      },
    ]);
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it('names the feed of each list it shows', async () => {
    const list = {
      ...publishedPage.buildingBlockInstances[1]!,
      guid: 'c0ffee00-0000-4000-8000-000000000001',
      buildingBlock: 'list',
      content: { title: 'Berichten' },
    };
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: {
        page: { ...publishedPage, buildingBlockInstances: [list] },
        listMetadata: [],
      } satisfies PageResponse,
    });
    const head = headOf(await documentOf('/over-ons'));
    expect(head).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Over ons – Gemeente Plein (nieuwsfeed)" href="${origin}/feeds/${list.guid}.atom"/>`,
    );
  });

  it('is left without them for an editor’s draft', async () => {
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: fixturePage({ isPublished: true }), listMetadata: [] } satisfies PageResponse,
    });
    const html = await documentOf('/over-ons');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:title');
    expect(structuredDataOf(html)).toEqual([]);
  });

  it('names both language versions of a legal page', async () => {
    api.answer('GET /api/pages:withName', {
      status: 200,
      body: {
        ...publishedPage,
        guid: '1e9a0000-0000-4000-8000-000000000002',
        name: 'legal-privacy-en',
        title: 'Privacy statement',
      },
    });
    const head = headOf(await documentOf('/legal/privacy'));
    expect(head).toContain(`<link rel="canonical" href="${origin}/legal-privacy-en"/>`);
    expect(head).toContain(
      `<link rel="alternate" hrefLang="nl" href="${origin}/legal-privacy-nl"/>`,
    );
    expect(head).toContain(
      `<link rel="alternate" hrefLang="en" href="${origin}/legal-privacy-en"/>`,
    );
    expect(head).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${origin}/legal-privacy-nl"/>`,
    );
    expect(head).toContain('<meta property="og:locale" content="en_GB"/>');
  });
});

describe('the head of a list item', () => {
  it('describes a news item as a NewsArticle published by the site, at its list’s address', async () => {
    api.answer(`GET /api/listitem/${newsItem.guid}`, { status: 200, body: newsItem });
    // Opened under another page than its list's: the canonical names the list's page.
    const listPath = `/nieuws/i/${newsItem.guid}/havenfeest`;
    api.answer(`GET /api/site-address/items/${newsItem.guid}`, {
      status: 200,
      body: { path: listPath } satisfies ItemAddress,
    });
    const html = await documentOf(`/over-ons/i/${newsItem.guid}/havenfeest`);
    const url = `${origin}${listPath}`;
    expect(headOf(html)).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(headOf(html)).toContain('<meta property="og:type" content="article"/>');
    const [organization, article] = structuredDataOf(html);
    expect(organization?.['@type']).toBe('Organization');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Havenfeest',
      url,
      datePublished: newsItem.publishedOn,
      description: 'Duizenden bezoekers',
      image: [expect.stringMatching(new RegExp(`^${origin}/a/${headerImage}\\?`))],
      publisher: { '@type': 'Organization', name: 'Gemeente Plein', url: `${origin}/` },
    });
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it('is checked by the validator, which finds what Google requires', async () => {
    const broken =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","url":"https://x.example/"}</script>';
    expect(await structuredDataIssues(broken)).toEqual([
      'Organization: ERROR Required attribute "name" is missing',
    ]);
  });
});

describe('the breadcrumb trail in structured data', () => {
  const breadcrumbListOf = (html: string) =>
    structuredDataOf(html).find((data) => data['@type'] === 'BreadcrumbList');
  const showBreadcrumbs = [{ key: 'showBreadcrumbsByDefault', value: true }];

  it('names the trail a page shows, on the site’s origin, and passes the validator', async () => {
    answerSettings(showBreadcrumbs);
    const html = await documentOf('/over-ons');
    expect(html).toContain('aria-label="Kruimelpad"');
    expect(breadcrumbListOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Over ons' },
      ],
    });
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it('ends a list item’s trail with the item, under the page it is shown on', async () => {
    answerSettings(showBreadcrumbs);
    api.answer(`GET /api/listitem/${newsItem.guid}`, { status: 200, body: newsItem });
    api.answer(`GET /api/site-address/items/${newsItem.guid}`, {
      status: 200,
      body: { path: `/over-ons/i/${newsItem.guid}/havenfeest` } satisfies ItemAddress,
    });
    const html = await documentOf(`/over-ons/i/${newsItem.guid}/havenfeest`);
    expect(breadcrumbListOf(html)?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Over ons', item: `${origin}/over-ons` },
      { '@type': 'ListItem', position: 3, name: 'Havenfeest' },
    ]);
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it('is left out where the page hides its breadcrumbs', async () => {
    answerSettings(showBreadcrumbs);
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: {
        page: { ...publishedPage, options: [{ name: 'showBreadcrumbs', value: 'false' }] },
        listMetadata: [],
      } satisfies PageResponse,
    });
    const html = await documentOf('/over-ons');
    expect(html).not.toContain('aria-label="Kruimelpad"');
    expect(breadcrumbListOf(html)).toBeUndefined();
  });

  it('is left out of an editor’s draft, whose breadcrumbs not every visitor sees', async () => {
    answerSettings(showBreadcrumbs);
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 200,
      body: { page: fixturePage({ isPublished: true }), listMetadata: [] } satisfies PageResponse,
    });
    const html = await documentOf('/over-ons');
    expect(html).toContain('aria-label="Kruimelpad"');
    expect(breadcrumbListOf(html)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem, PageResponse } from '@plein/api-client';
import { fixturePage, pageGuid } from '../editor/editor-fixtures';
import { startFakeApi } from '../test-support/fake-api';
import { renderedDocument } from '../test-support/server-render';

// The not-found page and the error state as the server renders them, in Dutch and English.

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const menuItem = (over: Partial<MenuItem>): MenuItem => ({
  guid: over.urlSegment ?? 'm',
  urlSegment: '',
  name: '',
  pageGuid,
  pageName: null,
  pageIsPublished: true,
  externalUrl: null,
  relatedMenuItems: [],
  ...over,
});

beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', {
    status: 200,
    body: [
      menuItem({ urlSegment: '', name: 'Home' }),
      menuItem({ urlSegment: 'over-ons', name: 'Over ons' }),
      menuItem({ urlSegment: 'concept', name: 'Concept', pageIsPublished: false }),
      menuItem({ urlSegment: 'extern', name: 'Extern', externalUrl: 'https://example.org' }),
    ],
  });
  api.answer('GET /api/platformsettingvalues', {
    status: 200,
    body: [
      { key: 'platformName', value: 'Gemeente Plein' },
      // Breadcrumbs on by default: a page that is not there still has none.
      { key: 'showBreadcrumbsByDefault', value: true },
    ],
  });
  api.answer('GET /api/profiles:loggedIn', {
    status: 401,
    body: { error: { code: 'not_signed_in', message: 'Sign in first.' } },
  });
  api.answer(`GET /api/pages/${pageGuid}`, {
    status: 200,
    body: { page: fixturePage({ isPublished: true }), listMetadata: [] } satisfies PageResponse,
  });
});

/** The main landmark of the server's render of `path`, in this document, and the status. */
async function show(path: string, language: 'nl' | 'en' = 'nl') {
  const { status, html } = await renderedDocument(api.baseUrl, path, { language });
  document.documentElement.lang = language;
  document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return { status, main: within(document.body).getByRole('main') };
}

/** The WCAG A/AA problems axe finds in `element` (jsdom computes no colours). */
async function axeViolations(element: HTMLElement): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

describe('the not-found page', () => {
  it('answers 404 with a search of the site, the menu’s sections and the way home', async () => {
    const { status, main } = await show('/bestaat-niet');
    expect(status).toBe(404);
    const page = within(main);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Pagina niet gevonden');
    expect(page.getByText('Foutcode 404')).toBeInTheDocument();
    const search = page.getByRole('search', { name: 'Zoeken naar wat u zocht' });
    expect(search).toHaveAttribute('action', '/search');
    expect(
      within(search).getByRole('searchbox', { name: 'Waar was u naar op zoek?' }),
    ).toHaveAttribute('name', 'q');
    // Published internal pages of the menu's top level; not home (its own link), drafts or
    // other sites.
    const sections = page.getByRole('navigation', { name: 'Of kies een onderdeel' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/over-ons']);
    expect(page.getByRole('link', { name: 'Naar de homepagina' })).toHaveAttribute('href', '/');
    expect(within(document.body).queryByRole('navigation', { name: 'Kruimelpad' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('speaks English to an English visitor', async () => {
    const { status, main } = await show('/does-not-exist', 'en');
    expect(status).toBe(404);
    const page = within(main);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(page.getByText('Error 404')).toBeInTheDocument();
    expect(page.getByRole('searchbox', { name: 'What were you looking for?' })).toBeInTheDocument();
    expect(page.getByRole('navigation', { name: 'Or choose a section' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('the error state', () => {
  const failingPage = () =>
    api.answer(`GET /api/pages/${pageGuid}`, {
      status: 500,
      body: { error: { code: 'internal', message: 'Something broke.' } },
    });

  it('answers 500 when the page could not be loaded, with a retry of the same address', async () => {
    failingPage();
    const { status, main } = await show('/over-ons?pagina=2');
    expect(status).toBe(500);
    const page = within(main);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Er ging iets mis');
    expect(page.getByText('Storing')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/over-ons?pagina=2',
    );
    expect(page.getByRole('link', { name: 'Naar de homepagina' })).toHaveAttribute('href', '/');
    expect(within(document.body).queryByRole('navigation', { name: 'Kruimelpad' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('speaks English to an English visitor', async () => {
    failingPage();
    const { main } = await show('/over-ons', 'en');
    const page = within(main);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/over-ons');
    expect(page.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

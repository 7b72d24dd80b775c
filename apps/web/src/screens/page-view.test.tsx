// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '@plein/api-client';
import { makeStore } from '@plein/state-store';
import { fixturePage, publishedFixturePage } from '../editor/editor-fixtures';
import { createI18n } from '../i18n/i18n';
import { contentLanguageOf, PageView } from './page-view';

afterEach(cleanup);

/** The page at /over-ons as the app shows it, once it shows. */
async function show(page: Page) {
  const store = makeStore({
    transport: { baseUrl: 'http://127.0.0.1:9', host: 'localhost', side: 'server' },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <PageView page={page} pagePath="/over-ons" /> }],
    { initialEntries: ['/over-ons'] },
  );
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('nl')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  await screen.findByText('Welkom bij ons team.');
  return view;
}

/** The fixture page with its main blocks only (no top row of its own). */
const withoutTop = (page: Page): Page => ({
  ...page,
  buildingBlockInstances: page.buildingBlockInstances.filter(
    (block) => block.layoutPosition !== 'top',
  ),
});

describe('the page as its editors see it', () => {
  it('tells an editor at the top of the content that they see unpublished changes, linking to the editor', async () => {
    await show(withoutTop(publishedFixturePage(true)));
    const main = screen.getByRole('main');
    const banner = within(main).getByText(
      'Concept — u ziet wijzigingen die bezoekers nog niet zien.',
    );
    expect(within(main).getByRole('link', { name: 'Naar de editor' })).toHaveAttribute(
      'href',
      '/over-ons/edit',
    );
    // Before the page's own content.
    const first = within(main).getByText('Welkom bij ons team.');
    expect(banner.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('tells an editor that the page is not published, above its top blocks', async () => {
    const { container } = await show(fixturePage());
    const top = container.querySelector('.plein-layout__row--top');
    expect(top?.firstElementChild).toHaveTextContent(
      'Concept — deze pagina is niet gepubliceerd; bezoekers zien haar niet. Naar de editor',
    );
    expect(top).toHaveTextContent('Wie wij zijn');
  });

  it('shows no banner for a page without unpublished changes, nor to visitors', async () => {
    await show(withoutTop(publishedFixturePage(false)));
    expect(screen.queryByText(/^Concept/)).toBeNull();
    cleanup();

    // Visitors' answers carry no draft: the page is rendered as before, without a top row.
    const visitors = withoutTop(publishedFixturePage(true, { draft: undefined }));
    const { container } = await show(visitors);
    expect(screen.queryByText(/^Concept/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Naar de editor' })).toBeNull();
    // Without its title block the top row holds the page title only.
    const top = container.querySelector<HTMLElement>('.plein-layout__row--top');
    expect(top && within(top).getByRole('heading', { level: 1 })).toHaveTextContent(visitors.title);
    expect(top?.children).toHaveLength(1);
  });

  it('shows the page title as the one h1 when no title block gives one', async () => {
    const withHero = publishedFixturePage(true, { draft: undefined });
    await show(withHero);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(
      withHero.buildingBlockInstances.filter((block) => block.buildingBlock === 'hero').length,
    );
    cleanup();
    await show(withoutTop(withHero));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      withHero.title,
    ]);
  });
});

describe('the language of a page', () => {
  it('marks the content as written in Dutch, whatever the interface language', async () => {
    await show(publishedFixturePage(false));
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'nl');
  });

  it('knows the language of a legal page from its name', () => {
    expect(contentLanguageOf({ name: 'legal-privacy-en' })).toBe('en');
    expect(contentLanguageOf({ name: 'legal-terms-of-use-nl' })).toBe('nl');
    expect(contentLanguageOf({ name: 'over-ons-en' })).toBe('nl');
  });
});

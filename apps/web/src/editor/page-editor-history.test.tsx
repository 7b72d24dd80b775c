// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { editBaseHeader } from '@plein/api-client';
import type {
  Page,
  PageActivityEntry,
  PageRevision,
  PageRevisionSummary,
  Paged,
} from '@plein/api-client';
import {
  fixtureBlock,
  fixtureDraft,
  fixturePage,
  pageGuid,
  publishedFixturePage,
} from './editor-fixtures';
import type { FakeApi } from './editor-test-harness';
import {
  openEditor,
  servePage,
  setUpEditorTestApi,
  requestsTo,
  toasts,
} from './editor-test-harness';

let api: FakeApi;

setUpEditorTestApi((started) => (api = started));

const serve = (page: Page) => servePage(api, page);
const requests = (method: string, path: string) => requestsTo(api, method, path);

const [hero, intro, second] = fixturePage().buildingBlockInstances;

/** Revision 2 (18 Nov, 10:00, by Anna Bakker): "het" team, and a contact block since removed. */
const revision2: PageRevision = {
  number: 2,
  title: 'Over ons',
  publishedAt: '2026-11-18T09:00:00.000Z',
  publishedBy: 'Anna Bakker',
  layout: '25-50-25',
  options: [],
  buildingBlockInstances: [
    hero!,
    { ...intro!, content: { html: '<p>Welkom bij het team.</p>' } },
    second!,
    fixtureBlock({ guid: 'b4', sortId: 3, content: { html: '<p>Bel ons gerust.</p>' } }),
  ],
};

/** Revision 1 (10 Nov, 09:30, publisher unknown): another title, one column, one block. */
const revision1: PageRevision = {
  number: 1,
  title: 'Wie zijn wij',
  publishedAt: '2026-11-10T08:30:00.000Z',
  publishedBy: null,
  layout: '100',
  options: [],
  buildingBlockInstances: [{ ...intro!, content: { html: '<p>Welkom bij ons nieuwe team.</p>' } }],
};

const summary = ({
  number,
  title,
  publishedAt,
  publishedBy,
}: PageRevision): PageRevisionSummary => ({
  number,
  title,
  publishedAt,
  publishedBy,
});

const answerRevisions = (revisions: PageRevision[]) => {
  api.answer(`GET /api/pages/${pageGuid}/revisions`, {
    status: 200,
    body: revisions.map(summary),
  });
  for (const revision of revisions) {
    api.answer(`GET /api/pages/${pageGuid}/revisions/${String(revision.number)}`, {
      status: 200,
      body: revision,
    });
  }
};

/** Opens the editor and its history; answers the drawer. */
async function openHistory() {
  const opened = await openEditor(api);
  await opened.user.click(screen.getByRole('button', { name: 'Geschiedenis' }));
  const drawer = screen.getByRole('dialog', { name: 'Geschiedenis' });
  return { ...opened, drawer };
}

describe('the page history in the editor', () => {
  it('lists the draft and the revisions, and compares the latest with the draft', async () => {
    serve(publishedFixturePage(true));
    answerRevisions([revision2, revision1]);
    const { drawer } = await openHistory();

    const versions = await within(drawer).findByRole('region', { name: 'Versies' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Huidig conceptLaatst gewijzigd door Anna Bakker op 20 nov 2026, 14:05',
      'Versie 2Gepubliceerd op 18 nov 2026, 10:00 door Anna BakkerDeze versie herstellen (versie 2)',
      'Versie 1Gepubliceerd op 10 nov 2026, 09:30Deze versie herstellen (versie 1)',
    ]);

    const compare = await within(drawer).findByRole('region', { name: 'Vergelijken' });
    expect(within(compare).getByLabelText('Vergelijk')).toHaveDisplayValue(
      'Versie 2 (18 nov 2026, 10:00)',
    );
    expect(within(compare).getByLabelText('met')).toHaveDisplayValue('Huidig concept');
    expect(
      await within(compare).findByText('Verschillen: 1 blok verwijderd en 1 blok gewijzigd.'),
    ).toBeInTheDocument();
    expect(requests('GET', `/api/pages/${pageGuid}/revisions/2`)).toHaveLength(1);

    const blocks = within(compare).getAllByRole('heading', { level: 4 });
    expect(blocks.map((heading) => heading.textContent)).toEqual([
      'Tekst, Gewijzigd',
      'Tekst, Verwijderd',
    ]);
    // The changed words are marked in the block's text, with what they are for screen readers.
    const changed = blocks[0]!.closest('li')!;
    expect(changed).toHaveTextContent('Op plaats 1 van 2 in Hoofdkolom.');
    expect(changed).toHaveTextContent('Inhoud');
    expect(changed.querySelector('.plein-editor-history__text')).toHaveTextContent(
      'Welkom bij verwijderd: het toegevoegd: ons team.',
    );
    expect(changed.querySelector('del')).toHaveTextContent('verwijderd: het');
    expect(changed.querySelector('ins')).toHaveTextContent('toegevoegd: ons');
    const removed = blocks[1]!.closest('li')!;
    expect(removed).toHaveTextContent('Stond op plaats 3 van 3 in Hoofdkolom.');
    expect(removed.querySelector('del')).toHaveTextContent('verwijderd: Bel ons gerust.');
    expect(removed.querySelector('ins')).toBeNull();
    expect(within(compare).getByText('2 blokken zijn niet gewijzigd.')).toBeInTheDocument();

    const result = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows who did what to the page, newest first', async () => {
    serve(publishedFixturePage(true));
    answerRevisions([revision2, revision1]);
    const activity: Paged<PageActivityEntry> = {
      items: [
        {
          action: 'changed',
          at: '2026-11-20T13:05:00.000Z',
          by: 'Anna Bakker',
          bySchedule: false,
          details: { saves: 1 },
          page: { guid: pageGuid, name: 'over-ons', title: 'Over ons' },
          item: null,
        },
        {
          action: 'published',
          at: '2026-11-18T09:00:00.000Z',
          by: 'Anna Bakker',
          bySchedule: false,
          details: { revision: 2 },
          page: { guid: pageGuid, name: 'over-ons', title: 'Over ons' },
          item: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    api.answer(`GET /api/pages/${pageGuid}/activity`, { status: 200, body: activity });
    const { drawer } = await openHistory();
    const region = await within(drawer).findByRole('region', { name: 'Activiteit' });
    const items = await within(region).findAllByRole('listitem');
    // One page's history does not name the page in each entry.
    expect(items.map((item) => item.textContent)).toEqual([
      'Anna Bakker wijzigde het concept20 nov 2026, 14:05',
      'Anna Bakker publiceerde versie 218 nov 2026, 10:00',
    ]);
    expect(within(region).queryByRole('navigation')).toBeNull();
  });

  it('compares two chosen revisions: title and layout too', async () => {
    serve(publishedFixturePage(true));
    answerRevisions([revision2, revision1]);
    const { drawer, user } = await openHistory();
    const compare = await within(drawer).findByRole('region', { name: 'Vergelijken' });
    await within(compare).findByText(/^Verschillen:/);

    await user.selectOptions(within(compare).getByLabelText('Vergelijk'), '1');
    await user.selectOptions(within(compare).getByLabelText('met'), '2');
    expect(
      await within(compare).findByText(
        'Verschillen: titel gewijzigd, indeling gewijzigd, 3 blokken toegevoegd en 1 blok gewijzigd.',
      ),
    ).toBeInTheDocument();
    expect(requests('GET', `/api/pages/${pageGuid}/revisions/1`)).toHaveLength(1);
    const title = within(compare).getByText('Titel van de pagina').nextElementSibling!;
    expect(title).toHaveTextContent('verwijderd: Wie zijn wij toegevoegd: Over ons');
    expect(title.querySelector('del')).toHaveTextContent('Wie zijn wij');
    expect(title.querySelector('ins')).toHaveTextContent('Over ons');
    const layout = within(compare).getByText('Indeling').nextElementSibling!;
    expect(layout.querySelector('del')).toHaveTextContent('Eén kolom (100)');
    expect(layout.querySelector('ins')).toHaveTextContent('Drie kolommen (25-50-25)');
    const intro = within(compare)
      .getAllByRole('heading', { level: 4, name: 'Tekst, Gewijzigd' })[0]!
      .closest('li')!;
    expect(intro.querySelector('.plein-editor-history__text')).toHaveTextContent(
      'Welkom bij verwijderd: ons nieuwe toegevoegd: het team.',
    );

    // The same version on both sides has nothing to show.
    await user.selectOptions(within(compare).getByLabelText('met'), '1');
    expect(
      await within(compare).findByText(
        'U vergelijkt een versie met zichzelf. Kies twee verschillende versies.',
      ),
    ).toBeInTheDocument();
  });

  it('asks before restoring a version, then makes it the draft, based on the loaded version', async () => {
    serve(publishedFixturePage(true));
    answerRevisions([revision2, revision1]);
    const restoredPage = publishedFixturePage(true, {
      title: revision1.title,
      layout: revision1.layout,
      buildingBlockInstances: revision1.buildingBlockInstances,
      draft: fixtureDraft({ version: 8, publishedAt: '2026-11-18T09:00:00.000Z' }),
    });
    api.answer(`POST /api/pages/${pageGuid}/revisions/1:restore`, {
      status: 200,
      body: restoredPage,
    });
    const { drawer, user } = await openHistory();
    const restore = await within(drawer).findByRole('button', {
      name: 'Deze versie herstellen (versie 1)',
    });
    await user.click(restore);
    let dialog = screen.getByRole('dialog', { name: 'Versie 1 herstellen?' });
    expect(dialog).toHaveAttribute('data-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Het concept van de pagina wordt weer gelijk aan versie 1, gepubliceerd op 10 nov 2026, 09:30.',
    );
    expect(dialog).toHaveTextContent('gaan daarbij verloren');
    expect(dialog).toHaveTextContent(
      'Bezoekers blijven de gepubliceerde pagina zien tot u op ‘Publiceren’ drukt.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog', { name: 'Versie 1 herstellen?' })).toBeNull();
    expect(restore).toHaveFocus();
    expect(requests('POST', `/api/pages/${pageGuid}/revisions/1:restore`)).toHaveLength(0);

    await user.click(restore);
    dialog = screen.getByRole('dialog', { name: 'Versie 1 herstellen?' });
    serve(restoredPage);
    await user.click(within(dialog).getByRole('button', { name: 'Versie 1 herstellen' }));
    await waitFor(() =>
      expect(requests('POST', `/api/pages/${pageGuid}/revisions/1:restore`)).toHaveLength(1),
    );
    const request = requests('POST', `/api/pages/${pageGuid}/revisions/1:restore`)[0];
    expect(request?.headers[editBaseHeader.toLowerCase()]).toMatch(
      new RegExp(`^${pageGuid} 7 [0-9a-f-]{36}$`),
    );
    // The drawer closes; focus goes back to the history button.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Geschiedenis' })).toHaveFocus());
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(
        'Herstel van versie 1 van pagina ‘Over ons’ is opgeslagen.',
      ),
    );
    // The page is read again: the draft is version 1's.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wie zijn wij' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welkom bij ons nieuwe team.')).toBeInTheDocument();
    expect(
      screen.getByText('Gepubliceerd, met niet-gepubliceerde wijzigingen'),
    ).toBeInTheDocument();
  });

  it('offers no restore of the latest version when the draft has no changes', async () => {
    serve(publishedFixturePage(false));
    answerRevisions([revision2, revision1]);
    const { drawer } = await openHistory();
    const versions = await within(drawer).findByRole('region', { name: 'Versies' });
    expect(await within(versions).findByText('Versie 2')).toBeInTheDocument();
    expect(within(versions).queryByText('Huidig concept')).toBeNull();
    expect(
      within(versions).queryByRole('button', { name: 'Deze versie herstellen (versie 2)' }),
    ).toBeNull();
    expect(
      within(versions).getByRole('button', { name: 'Deze versie herstellen (versie 1)' }),
    ).toBeInTheDocument();
    // Without draft changes the two latest revisions are compared.
    const compare = await within(drawer).findByRole('region', { name: 'Vergelijken' });
    expect(within(compare).getByLabelText('Vergelijk')).toHaveDisplayValue(
      'Versie 1 (10 nov 2026, 09:30)',
    );
    expect(within(compare).getByLabelText('met')).toHaveDisplayValue(
      'Versie 2 (18 nov 2026, 10:00)',
    );
  });

  it('says so when the page was never published', async () => {
    answerRevisions([]);
    const { drawer } = await openHistory();
    expect(
      await within(drawer).findByText(/^Deze pagina is nog nooit gepubliceerd\./),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Huidig concept')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /herstellen/ })).toBeNull();
    expect(within(drawer).getByText(/^Er is nog maar één versie\./)).toBeInTheDocument();
  });

  it('says that no version is kept yet for a page published when it was made', async () => {
    answerRevisions([]);
    serve(publishedFixturePage(false));
    const { drawer } = await openHistory();
    expect(await within(drawer).findByText(/^Er is nog geen versie bewaard/)).toBeInTheDocument();
    expect(within(drawer).queryByText(/nog nooit gepubliceerd/)).toBeNull();
  });
});

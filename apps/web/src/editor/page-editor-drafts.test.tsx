// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { editBaseHeader } from '@plein/api-client';
import type { Page } from '@plein/api-client';
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

/** From now on the API answers this page to the editor's reads. */
const serve = (page: Page) => servePage(api, page);
const requests = (method: string, path: string) => requestsTo(api, method, path);
/** The `X-Plein-Edit-Base` header of a request: `<pageGuid> <version> <session>`. */
const editBase = (request: { headers: Record<string, unknown> } | undefined) =>
  request?.headers[editBaseHeader.toLowerCase()];
const button = (name: string) => screen.queryByRole('button', { name });
const frame = (name: RegExp) => screen.getByRole('group', { name });

describe('publishing in the page editor', () => {
  it('shows a page that was never published, who changed it last, and offers only publishing', async () => {
    await openEditor(api);
    expect(screen.getByText('Niet gepubliceerd')).toBeInTheDocument();
    expect(
      screen.getByText('Laatst gewijzigd door Anna Bakker op 20 nov 2026, 14:05'),
    ).toBeInTheDocument();
    expect(button('Publiceren')).not.toHaveAttribute('aria-disabled');
    expect(button('Publiceren')).toHaveAccessibleDescription(
      'Niet gepubliceerd Laatst gewijzigd door Anna Bakker op 20 nov 2026, 14:05',
    );
    expect(button('Wijzigingen weggooien')).toBeNull();
    expect(button('Offline halen')).toBeNull();
  });

  it('shows a published page with changes and publishes them, based on the version it loaded', async () => {
    serve(publishedFixturePage(true));
    api.answer(`POST /api/pages/${pageGuid}/published`, {
      status: 200,
      body: publishedFixturePage(false),
    });
    const { user } = await openEditor(api);
    expect(
      screen.getByText('Gepubliceerd, met niet-gepubliceerde wijzigingen'),
    ).toBeInTheDocument();
    expect(button('Wijzigingen weggooien')).toBeInTheDocument();
    expect(button('Offline halen')).toBeInTheDocument();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    serve(publishedFixturePage(false, { draft: fixtureDraft({ version: 8, hasChanges: false }) }));
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    // Optimistic: published without changes at once; the button stays, unavailable, with focus.
    expect(await screen.findByText('Gepubliceerd')).toBeInTheDocument();
    expect(button('Publiceren')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Publiceren')).toHaveFocus();
    expect(button('Wijzigingen weggooien')).toBeNull();
    await waitFor(() =>
      expect(requests('POST', `/api/pages/${pageGuid}/published`)).toHaveLength(1),
    );
    const publish = requests('POST', `/api/pages/${pageGuid}/published`)[0];
    expect(publish?.body).toBe('{"isPublished":true}');
    expect(editBase(publish)).toMatch(new RegExp(`^${pageGuid} 7 [0-9a-f-]{36}$`));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Publicatie van pagina ‘Over ons’ is opgeslagen.'),
    );
    // Nothing new to publish: pressing it again writes nothing.
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    expect(requests('POST', `/api/pages/${pageGuid}/published`)).toHaveLength(1);
  });

  it('takes a published page offline and keeps focus on publishing', async () => {
    serve(publishedFixturePage(false));
    api.answer(`POST /api/pages/${pageGuid}/published`, { status: 200, body: fixturePage() });
    const { user } = await openEditor(api);
    expect(screen.getByText('Gepubliceerd')).toBeInTheDocument();
    expect(button('Publiceren')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Wijzigingen weggooien')).toBeNull();

    serve(fixturePage({ draft: fixtureDraft({ version: 8 }) }));
    await user.click(screen.getByRole('button', { name: 'Offline halen' }));
    expect(await screen.findByText('Niet gepubliceerd')).toBeInTheDocument();
    expect(button('Offline halen')).toBeNull();
    await waitFor(() => expect(button('Publiceren')).toHaveFocus());
    await waitFor(() =>
      expect(requests('POST', `/api/pages/${pageGuid}/published`)).toHaveLength(1),
    );
    expect(requests('POST', `/api/pages/${pageGuid}/published`)[0]?.body).toBe(
      '{"isPublished":false}',
    );
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Publicatie van pagina ‘Over ons’ is verwijderd.'),
    );
  });

  it('asks before discarding the changes, then throws the draft away', async () => {
    serve(publishedFixturePage(true));
    api.answer(`DELETE /api/pages/${pageGuid}/draft`, {
      status: 200,
      body: publishedFixturePage(false),
    });
    const { user } = await openEditor(api);
    const discard = screen.getByRole('button', { name: 'Wijzigingen weggooien' });
    await user.click(discard);
    let dialog = screen.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    expect(dialog).toHaveAttribute('data-modal', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(discard).toHaveFocus();
    expect(requests('DELETE', `/api/pages/${pageGuid}/draft`)).toHaveLength(0);

    await user.click(discard);
    dialog = screen.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    serve(publishedFixturePage(false, { draft: fixtureDraft({ version: 8, hasChanges: false }) }));
    await user.click(within(dialog).getByRole('button', { name: 'Wijzigingen weggooien' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requests('DELETE', `/api/pages/${pageGuid}/draft`)).toHaveLength(1));
    expect(editBase(requests('DELETE', `/api/pages/${pageGuid}/draft`)[0])).toMatch(
      new RegExp(`^${pageGuid} 7 `),
    );
    // The page is read again: the published version, without changes.
    expect(await screen.findByText('Gepubliceerd')).toBeInTheDocument();
    expect(button('Wijzigingen weggooien')).toBeNull();
    await waitFor(() => expect(button('Publiceren')).toHaveFocus());
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(
        'Het concept van pagina ‘Over ons’: de wijziging is teruggedraaid.',
      ),
    );
  });
});

describe('editing sessions', () => {
  it('bases every write on the loaded version, with one session per opened editor', async () => {
    api.answer(`PUT /api/pages/${pageGuid}`, { status: 200, body: fixturePage({ layout: '100' }) });
    api.answer('DELETE /api/buildingblockinstance/b3', { status: 204 });
    let { user } = await openEditor(api);
    serve(fixturePage({ layout: '100' }));
    await user.selectOptions(screen.getByLabelText('Indeling'), '100');
    await waitFor(() => expect(requests('PUT', `/api/pages/${pageGuid}`)).toHaveLength(1));
    await user.click(
      within(frame(/plaats 2 van 2 in Hoofdkolom/)).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(requests('DELETE', '/api/buildingblockinstance/b3')).toHaveLength(1),
    );
    const first = editBase(requests('PUT', `/api/pages/${pageGuid}`)[0]);
    expect(first).toMatch(new RegExp(`^${pageGuid} 7 [0-9a-f-]{36}$`));
    expect(editBase(requests('DELETE', '/api/buildingblockinstance/b3')[0])).toBe(first);

    // The editor opened again is another session.
    cleanup();
    ({ user } = await openEditor(api));
    await user.selectOptions(screen.getByLabelText('Indeling'), '25-75');
    await waitFor(() => expect(requests('PUT', `/api/pages/${pageGuid}`)).toHaveLength(2));
    const second = editBase(requests('PUT', `/api/pages/${pageGuid}`)[1]);
    expect(second).toMatch(new RegExp(`^${pageGuid} 7 [0-9a-f-]{36}$`));
    expect(second).not.toBe(first);
  });

  it('says who changed the page meanwhile when a write is refused, and reloads it', async () => {
    api.answer(`PUT /api/pages/${pageGuid}/blocks:order`, {
      status: 409,
      body: {
        error: {
          code: 'page_changed',
          message: 'The page was changed in another session.',
          details: {
            version: 9,
            changedAt: '2026-11-21T09:30:00.000Z',
            changedBy: 'Pieter Jansen',
          },
        },
      },
    });
    const { user } = await openEditor(api);
    const opened = requests('GET', `/api/pages/${pageGuid}`).length;
    const moveDown = within(frame(/plaats 1 van 2 in Hoofdkolom/)).getByRole('button', {
      name: 'Omlaag verplaatsen',
    });
    await user.click(moveDown);

    const dialog = await screen.findByRole('dialog', { name: 'Deze pagina is intussen gewijzigd' });
    expect(dialog).toHaveAttribute('data-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Pieter Jansen heeft de pagina op 21 nov 2026, 10:30 gewijzigd.',
    );
    const reload = within(dialog).getByRole('button', { name: 'Opnieuw laden' });
    await waitFor(() => expect(reload).toHaveFocus());
    const other = within(dialog).getByRole('link', {
      name: 'Bekijk de andere wijziging (opent in een nieuw tabblad)',
    });
    expect(other).toHaveAttribute('href', '/over-ons');
    expect(other).toHaveAttribute('target', '_blank');
    // The move is rolled back, and the dialog is the only report of the failure.
    expect(frame(/^Tekst, plaats 1 van 2 in Hoofdkolom$/)).toHaveTextContent(
      'Welkom bij ons team.',
    );
    expect(toasts()).not.toHaveTextContent('kon niet');
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    // A refused write invalidates the page too: once that read is done, only "reload" reads it.
    await waitFor(() =>
      expect(requests('GET', `/api/pages/${pageGuid}`).length).toBeGreaterThan(opened),
    );
    // The API now holds Pieter's version of the page.
    const [hero, , second] = fixturePage().buildingBlockInstances;
    serve(
      fixturePage({
        draft: fixtureDraft({
          version: 9,
          changedAt: '2026-11-21T09:30:00.000Z',
          changedBy: 'Pieter Jansen',
        }),
        buildingBlockInstances: [
          hero!,
          fixtureBlock({
            guid: 'b2',
            sortId: 1,
            content: { html: '<p>Door Pieter herschreven.</p>' },
          }),
          second!,
        ],
      }),
    );
    const loads = requests('GET', `/api/pages/${pageGuid}`).length;
    await user.click(reload);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await within(frame(/^Tekst, plaats 1 van 2 in Hoofdkolom$/)).findByText(
        'Door Pieter herschreven.',
      ),
    ).toBeVisible();
    expect(requests('GET', `/api/pages/${pageGuid}`).length).toBeGreaterThan(loads);
    expect(
      screen.getByText('Laatst gewijzigd door Pieter Jansen op 21 nov 2026, 10:30'),
    ).toBeInTheDocument();

    // The next write is based on the version read again.
    api.answer(`PUT /api/pages/${pageGuid}/blocks:order`, { status: 200, body: fixturePage() });
    await user.click(
      within(frame(/plaats 1 van 2 in Hoofdkolom/)).getByRole('button', {
        name: 'Omlaag verplaatsen',
      }),
    );
    await waitFor(() =>
      expect(requests('PUT', `/api/pages/${pageGuid}/blocks:order`)).toHaveLength(2),
    );
    const [refused, based] = requests('PUT', `/api/pages/${pageGuid}/blocks:order`);
    expect(editBase(refused)).toMatch(new RegExp(`^${pageGuid} 7 `));
    expect(editBase(based)).toMatch(new RegExp(`^${pageGuid} 9 `));
  });

  it('blocks publishing while the checks before publishing find an error, and leads to the block', async () => {
    const page = fixturePage({
      buildingBlockInstances: [
        fixtureBlock({
          guid: 'b1',
          buildingBlock: 'hero',
          layoutPosition: 'top',
          content: { title: '', text: '' },
        }),
        fixtureBlock({
          guid: 'b2',
          sortId: 1,
          content: { html: '<h3>Te diep</h3><p><a href="/over-ons">hier</a></p>' },
        }),
      ],
    });
    serve(page);
    api.answer('GET /api/pages', {
      status: 200,
      body: [{ ...page, updatedAt: '', canEdit: true }],
    });
    const { user } = await openEditor(api);
    const checks = await screen.findByRole('region', { name: 'Controle vóór publiceren' });
    expect(within(checks).getByText('1 te herstellen, 1 om na te kijken')).toBeInTheDocument();
    expect(within(checks).getByText(/Het openingsblok heeft geen titel/)).toBeInTheDocument();
    expect(
      within(checks).getByText(/Een kop slaat een niveau over \(h1 → h3\)/),
    ).toBeInTheDocument();
    const publish = button('Publiceren')!;
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    await user.click(publish);
    expect(requests('POST', `/api/pages/${pageGuid}/published`)).toHaveLength(0);

    const [goToHero] = within(checks).getAllByRole('button', { name: 'Ga naar het blok' });
    await user.click(goToHero!);
    expect(document.activeElement?.closest('[data-block-guid]')).toHaveAttribute(
      'data-block-guid',
      'b1',
    );
  });

  it('schedules the publication in a dialog with a 24-hour time, checked before it is sent', async () => {
    serve(publishedFixturePage(true));
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Inplannen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicatie inplannen' });
    const publishDate = within(dialog).getAllByLabelText('Datum')[0]!;
    const publishTime = within(dialog).getAllByLabelText(/^Tijd/)[0]!;

    await user.type(publishDate, '01-01-2020');
    await user.type(publishTime, '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Inplannen' }));
    expect(await within(dialog).findByText('Kies een moment in de toekomst.')).toBeInTheDocument();
    expect(requests('PUT', `/api/pages/${pageGuid}/schedule`)).toHaveLength(0);

    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const year = String(next.getFullYear());
    await user.clear(publishDate);
    await user.type(publishDate, `15-06-${year}`);
    const publishAt = new Date(`${year}-06-15T09:30`).toISOString();
    api.answer(`PUT /api/pages/${pageGuid}/schedule`, {
      status: 200,
      body: publishedFixturePage(true, { draft: fixtureDraft({ publishAt }) }),
    });
    serve(publishedFixturePage(true, { draft: fixtureDraft({ publishAt }) }));
    await user.click(within(dialog).getByRole('button', { name: 'Inplannen' }));
    await waitFor(() => expect(requests('PUT', `/api/pages/${pageGuid}/schedule`)).toHaveLength(1));
    const [sent] = requests('PUT', `/api/pages/${pageGuid}/schedule`);
    expect(JSON.parse(String(sent?.body))).toEqual({ publishAt, unpublishAt: null });
    expect(editBase(sent)).toMatch(new RegExp(`^${pageGuid} 7 `));
    expect(await screen.findByText(/^Wordt gepubliceerd op 15 jun/)).toBeInTheDocument();
  });

  it('picks the date from a calendar whose weeks start on Monday, by keyboard', async () => {
    serve(publishedFixturePage(true));
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Inplannen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicatie inplannen' });
    const publishDate = within(dialog).getAllByLabelText('Datum')[0]!;
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const year = String(next.getFullYear());
    await user.type(publishDate, `15-06-${year}`);
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Kalender voor Publiceren op openen',
        expanded: false,
      }),
    );
    const calendar = await within(dialog).findByRole('grid');
    // Every full week of the month runs from Monday to Sunday.
    const week = within(within(calendar).getAllByRole('row')[1]!).getAllByRole('button');
    expect(week).toHaveLength(7);
    expect(week[0]!.getAttribute('aria-label')).toMatch(/^maandag /);
    expect(week[6]!.getAttribute('aria-label')).toMatch(/^zondag /);
    // The chosen day has focus; the next day by arrow key, picked with Enter.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(publishDate).toHaveValue(`16-06-${year}`);
    await waitFor(() => expect(publishDate).toHaveFocus());
    expect(within(dialog).queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says who else has the page open, and that this editor has it open', async () => {
    api.answer(`POST /api/pages/${pageGuid}/presence`, {
      status: 200,
      body: { others: [{ name: 'Pieter Jansen', openedAt: '2026-11-24T10:00:00.000Z' }] },
    });
    await openEditor(api);
    expect(
      await screen.findByText(/^Ook geopend door Pieter Jansen\./, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    const [beat] = requests('POST', `/api/pages/${pageGuid}/presence`);
    const sent = JSON.parse(String(beat?.body)) as { session?: unknown };
    expect(typeof sent.session).toBe('string');
  });
});

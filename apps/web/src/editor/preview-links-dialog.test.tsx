// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CreatedPreviewLink, PreviewLink } from '@plein/api-client';
import { pageGuid } from './editor-fixtures';
import type { FakeApi } from './editor-test-harness';
import { setUpEditorTestApi, openEditor, requestsTo } from './editor-test-harness';

let api: FakeApi;

setUpEditorTestApi((started) => (api = started));

const linksPath = `/api/pages/${pageGuid}/preview-links`;
const token = 'Qm9vbS1lZW4tdm9vcmJlZWxkLXRva2VuLXZhbi00My1';

/** A link made on 20 November 2026 at 14:05 (Amsterdam), valid until 27 November at 14:05. */
const weekLink: PreviewLink = {
  id: 'c0000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T13:05:00.000Z',
  expiresAt: '2026-11-27T13:05:00.000Z',
  createdBy: 'Anna Bakker',
};
/** An older link, valid until 21 November at 10:00, whose maker is gone. */
const dayLink: PreviewLink = {
  id: 'c0000000-0000-4000-8000-000000000002',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-21T09:00:00.000Z',
  createdBy: null,
};

const dialog = () => screen.getByRole('dialog', { name: 'Voorbeeldlink' });

describe('the preview links of a page in the editor', () => {
  it('opens from the toolbar, makes a link for the chosen time and shows its full address to copy', async () => {
    api.answer(`GET ${linksPath}`, { status: 200, body: [dayLink] });
    const created: CreatedPreviewLink = { ...weekLink, url: `/preview/${token}` };
    api.answer(`POST ${linksPath}`, { status: 201, body: created });
    const { user } = await openEditor(api);

    await user.click(screen.getByRole('button', { name: 'Voorbeeldlink' }));
    expect(dialog()).toHaveAttribute('data-modal', 'true');
    expect(await within(dialog()).findByText('Geldig tot 21 nov 2026, 10:00')).toBeInTheDocument();
    expect(within(dialog()).getByRole('heading', { name: 'Geldige links' })).toBeInTheDocument();

    // Keyboard: choose 7 days, then create.
    const validFor = within(dialog()).getByRole('combobox', { name: 'Geldig gedurende' });
    expect(validFor).toHaveValue('24');
    expect(
      within(validFor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 uur', '1 dag', '7 dagen', '30 dagen']);
    await user.selectOptions(validFor, '7 dagen');
    api.answer(`GET ${linksPath}`, { status: 200, body: [weekLink, dayLink] });
    within(dialog()).getByRole('button', { name: 'Link maken' }).focus();
    await user.keyboard('{Enter}');

    const address = await within(dialog()).findByRole('textbox', { name: 'Nieuwe voorbeeldlink' });
    expect(address).toHaveValue(`${window.location.origin}/preview/${token}`);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(
      'Geldig tot 27 nov 2026, 14:05. Kopieer de link nu: hij wordt niet bewaard en is hierna niet meer te tonen.',
    );
    const posts = requestsTo(api, 'POST', linksPath);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toBe('{"expiresInHours":168}');
    // The list shows the new link, newest first, with who made it.
    expect(
      await within(dialog()).findByText('Geldig tot 27 nov 2026, 14:05, gemaakt door Anna Bakker'),
    ).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Link kopiëren' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/preview/${token}`);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('De link is gekopieerd.');

    const result = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(dialog()).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes a link at once and says so, keeping focus in the dialog', async () => {
    api.answer(`GET ${linksPath}`, { status: 200, body: [weekLink, dayLink] });
    api.answer(`DELETE ${linksPath}/${dayLink.id}`, { status: 204 });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Voorbeeldlink' }));
    const revoke = await within(dialog()).findByRole('button', {
      name: 'Link die geldig is tot 21 nov 2026, 10:00 intrekken',
    });
    expect(revoke).toHaveTextContent('Intrekken');

    api.answer(`GET ${linksPath}`, { status: 200, body: [weekLink] });
    await user.click(revoke);
    await waitFor(() => expect(requestsTo(api, 'DELETE', linksPath)).toHaveLength(1));
    expect(requestsTo(api, 'DELETE', linksPath)[0]?.url).toBe(`${linksPath}/${dayLink.id}`);
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        'De voorbeeldlink is ingetrokken.',
      ),
    );
    await waitFor(() => expect(within(dialog()).queryByText(/21 nov 2026/)).toBeNull());
    expect(within(dialog()).getByRole('heading', { name: 'Geldige links' })).toHaveFocus();
    expect(
      within(dialog()).getByText('Geldig tot 27 nov 2026, 14:05, gemaakt door Anna Bakker'),
    ).toBeInTheDocument();

    // The last one gone: the list says there are none.
    api.answer(`DELETE ${linksPath}/${weekLink.id}`, { status: 204 });
    api.answer(`GET ${linksPath}`, { status: 200, body: [] });
    await user.click(
      within(dialog()).getByRole('button', {
        name: 'Link die geldig is tot 27 nov 2026, 14:05 intrekken',
      }),
    );
    expect(
      await within(dialog()).findByText('Er zijn geen geldige voorbeeldlinks.'),
    ).toBeInTheDocument();
  });

  it('says when a link could not be made, and shows no address', async () => {
    api.answer(`GET ${linksPath}`, { status: 200, body: [] });
    api.answer(`POST ${linksPath}`, {
      status: 403,
      body: { error: { code: 'forbidden', message: 'You may not edit this page.' } },
    });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Voorbeeldlink' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Link maken' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        'De link kon niet worden gemaakt. Probeer het opnieuw.',
      ),
    );
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
  });
});

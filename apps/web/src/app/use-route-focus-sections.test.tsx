// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mainContentId } from '@plein/ui-kit';
import { createI18n } from '../i18n/i18n';
import { useRouteFocus } from './use-route-focus';

afterEach(cleanup);

function Shell() {
  const announcer = useRouteFocus();
  return (
    <>
      {announcer}
      <Outlet />
    </>
  );
}

/** A screen of sections, like the admin's settings: its section links sit inside its main. */
function SettingsScreen() {
  const { section = 'kop' } = useParams();
  const title = `Instellingen: ${section}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id={mainContentId} tabIndex={-1}>
      <h1>{title}</h1>
      <nav aria-label="Onderdelen">
        <Link to="/instellingen/kop">Kop</Link> <Link to="/instellingen/adressen">Adressen</Link>
      </nav>
    </main>
  );
}

describe('useRouteFocus on a screen that stays', () => {
  it('moves focus from the section link used to the new section’s heading', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          children: [{ path: 'instellingen/:section', element: <SettingsScreen /> }],
        },
      ],
      { initialEntries: ['/instellingen/kop'] },
    );
    render(
      <I18nextProvider i18n={createI18n('nl')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Adressen' }));
    const heading = await screen.findByRole('heading', { name: 'Instellingen: adressen' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        'Pagina geladen: Instellingen: adressen',
      ),
    );
  });
});

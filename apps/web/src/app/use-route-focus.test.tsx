// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainContentId } from '@plein/ui-kit';
import { createI18n } from '../i18n/i18n';
import { useRouteFocus } from './use-route-focus';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shell() {
  const announcer = useRouteFocus();
  return (
    <>
      {announcer}
      <nav>
        <Link to="/over-ons">Over ons</Link> <Link to="/zonder-kop">Zonder kop</Link>{' '}
        <Link to="/formulier">Formulier</Link> <Link to="/later">Later</Link>{' '}
        <Link to="/#boven">Naar boven</Link>
      </nav>
      <Outlet />
    </>
  );
}

function Screen({ title, heading }: { title: string; heading?: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id={mainContentId} tabIndex={-1}>
      {heading ? <h1>{heading}</h1> : <p>Inhoud</p>}
    </main>
  );
}

function FormScreen() {
  useEffect(() => {
    document.title = 'Formulier';
    document.getElementById('naam')?.focus();
  }, []);
  return (
    <main id={mainContentId} tabIndex={-1}>
      <h1>Formulier</h1>
      <label htmlFor="naam">Naam</label>
      <input id="naam" />
    </main>
  );
}

// A screen whose chunk arrives after the navigation: its heading comes later.
let release: () => void = () => undefined;
const LaterScreen = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      release = () => resolve({ default: () => <Screen title="Later" heading="Later geladen" /> });
    }),
);

function show() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <Screen title="Home" heading="Welkom" /> },
          { path: 'over-ons', element: <Screen title="Over ons" heading="Over ons" /> },
          { path: 'zonder-kop', element: <Screen title="Zonder kop" /> },
          { path: 'formulier', element: <FormScreen /> },
          {
            path: 'later',
            element: (
              <Suspense fallback={null}>
                <LaterScreen />
              </Suspense>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={createI18n('nl')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), router };
}

const announcer = () => screen.getAllByRole('status')[0]!;

describe('useRouteFocus', () => {
  it('leaves focus alone on the first render', async () => {
    show();
    await screen.findByRole('heading', { name: 'Welkom' });
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it('focuses the new page’s heading after a navigation and announces its title', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('link', { name: 'Over ons' }));
    const heading = await screen.findByRole('heading', { name: 'Over ons' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    // The announcement is set after the focus moves (an effect): waited for, not read at once.
    await waitFor(() => expect(announcer()).toHaveTextContent('Pagina geladen: Over ons'));
  });

  it('focuses the main content of a page without a heading', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('link', { name: 'Zonder kop' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Pagina geladen: Zonder kop'));
  });

  it('keeps the focus a screen gave its own field', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('link', { name: 'Formulier' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('Pagina geladen: Formulier'));
    expect(screen.getByLabelText('Naam')).toHaveFocus();
  });

  it('waits for the heading of a screen that arrives later', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('link', { name: 'Later' }));
    release();
    const heading = await screen.findByRole('heading', { name: 'Later geladen' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves a link to a place on the page to the browser', async () => {
    const { router } = show();
    const link = await screen.findByRole('link', { name: 'Naar boven' });
    // The hook acts after a frame, or at the latest when it gives up waiting for a heading (2 s):
    // a fake clock moves past both, and nothing has moved focus or been announced. (A plain
    // click: user-event and Testing Library's waits run on timers this clock would hold.)
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    fireEvent.click(link);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(router.state.location.hash).toBe('#boven');
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });
});

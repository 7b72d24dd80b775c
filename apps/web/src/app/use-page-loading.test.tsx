// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@plein/state-store';
import { pageLoadingDelayMs, usePageLoading } from './use-page-loading';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shell() {
  const loading = usePageLoading();
  return (
    <>
      <p>{loading ? 'laden' : 'klaar'}</p>
      <Link to="/traag">Traag</Link> <Link to="/kapot">Kapot</Link>
      <Outlet />
    </>
  );
}

describe('usePageLoading', () => {
  it('sets the store’s flag after a second of waiting and clears it when the navigation ends, failed or not', async () => {
    vi.useFakeTimers();
    const store = makeStore({ transport: { baseUrl: '', host: 'localhost', side: 'browser' } });
    let finish: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <p>Start</p> },
          {
            path: 'traag',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            element: <p>Traag geladen</p>,
          },
          {
            path: 'kapot',
            loader: () => new Promise<null>((_resolve, reject) => (fail = reject)),
            element: <p>Kapot geladen</p>,
            errorElement: <p>Mislukt</p>,
          },
        ],
      },
    ]);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    const go = async (name: string) => {
      await act(async () => {
        screen.getByRole('link', { name }).click();
        await Promise.resolve();
      });
      await act(() => vi.advanceTimersByTimeAsync(pageLoadingDelayMs - 100));
      expect(store.getState().ui.pageLoading).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(store.getState().ui.pageLoading).toBe(true);
      expect(screen.getByText('laden')).toBeInTheDocument();
    };

    await go('Traag');
    // Real timers again, so the screen's arrival is awaited as a user would.
    vi.useRealTimers();
    act(() => finish());
    expect(await screen.findByText('Traag geladen')).toBeInTheDocument();
    // The flag is cleared by an effect after the screen renders: wait for the shell to say so.
    expect(await screen.findByText('klaar')).toBeInTheDocument();
    expect(store.getState().ui.pageLoading).toBe(false);

    vi.useFakeTimers();
    await go('Kapot');
    vi.useRealTimers();
    act(() => fail(new Error('stuk')));
    expect(await screen.findByText('Mislukt')).toBeInTheDocument();
    expect(await screen.findByText('klaar')).toBeInTheDocument();
    expect(store.getState().ui.pageLoading).toBe(false);
  });
});

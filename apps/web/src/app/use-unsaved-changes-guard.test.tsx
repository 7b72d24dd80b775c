// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  RouterProvider,
  StaticRouterProvider,
  useLocation,
} from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { installDialogMethods } from '../screens/admin/shared/test-harness';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

beforeAll(installDialogMethods);
afterEach(cleanup);

/** A screen with one unsaved note: dirty while the note is not empty. */
function NoteScreen() {
  const [note, setNote] = useState('');
  const leaveQuestion = useUnsavedChangesGuard(note !== '');
  const { search, hash } = useLocation();
  return (
    <main>
      <p>Deel: {`${search}${hash}` || 'geen'}</p>
      <label>
        Notitie
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <Link to="/elders">Elders</Link>
      <Link to="?tab=2#deel">Ander deel</Link>
      {leaveQuestion}
    </main>
  );
}

function renderNote(screenElement = <NoteScreen />) {
  const router = createMemoryRouter(
    [
      { path: '/notitie', element: screenElement },
      { path: '/elders', element: <p>Ergens anders</p> },
    ],
    { initialEntries: ['/notitie'] },
  );
  render(
    <I18nextProvider i18n={createI18n('nl')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, user: userEvent.setup() };
}

const name = 'Wijzigingen niet opgeslagen';
const question = () => screen.findByRole('dialog', { name });
const noQuestion = () => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

/** Whether the page asks before it unloads: a listener cancelled the `beforeunload` event. */
function asksBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('asks before an in-app navigation while dirty: "Blijven" keeps the input, "Pagina verlaten" leaves', async () => {
    const { router, user } = renderNote();
    await user.type(screen.getByLabelText('Notitie'), 'Concept');
    await user.click(screen.getByRole('link', { name: 'Elders' }));

    const dialog = within(await question());
    expect(
      dialog.getByText(
        'U hebt wijzigingen die nog niet zijn opgeslagen. Wilt u deze pagina verlaten en de wijzigingen weggooien?',
      ),
    ).toBeInTheDocument();
    // "Blijven" is the first button: the one a modal dialog focuses when it opens.
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Blijven',
      'Pagina verlaten',
    ]);
    expect(router.state.location.pathname).toBe('/notitie');

    await user.click(dialog.getByRole('button', { name: 'Blijven' }));
    await noQuestion();
    expect(router.state.location.pathname).toBe('/notitie');
    expect(screen.getByLabelText('Notitie')).toHaveValue('Concept');
    expect(screen.getByRole('link', { name: 'Elders' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Elders' }));
    await user.click(within(await question()).getByRole('button', { name: 'Pagina verlaten' }));
    expect(await screen.findByText('Ergens anders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays on Escape, and the Escape does not reach a drawer or dialog around the form', async () => {
    // The editor's drawer is a dialog that closes on Escape (its keydown or cancel event).
    const drawerCancelled = vi.fn();
    const drawerKeys: string[] = [];
    const { router, user } = renderNote(
      <dialog
        open
        aria-label="Lade"
        onCancel={drawerCancelled}
        onKeyDown={(event) => drawerKeys.push(event.key)}
      >
        <NoteScreen />
      </dialog>,
    );
    await user.type(screen.getByLabelText('Notitie'), 'Concept');
    await user.click(screen.getByRole('link', { name: 'Elders' }));
    const dialog = await question();
    within(dialog).getByRole('button', { name: 'Blijven' }).focus();
    await user.keyboard('{Escape}');
    // The browser answers an Escape in a modal dialog with its cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await noQuestion();
    expect(router.state.location.pathname).toBe('/notitie');
    expect(screen.getByLabelText('Notitie')).toHaveValue('Concept');
    expect(drawerCancelled).not.toHaveBeenCalled();
    expect(drawerKeys).not.toContain('Escape');
  });

  it('does not ask while nothing is unsaved', async () => {
    const { router, user } = renderNote();
    await user.click(screen.getByRole('link', { name: 'Elders' }));
    expect(await screen.findByText('Ergens anders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask when only the search or hash of the same screen changes', async () => {
    const { router, user } = renderNote();
    await user.type(screen.getByLabelText('Notitie'), 'Concept');
    await user.click(screen.getByRole('link', { name: 'Ander deel' }));
    expect(await screen.findByText('Deel: ?tab=2#deel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notitie');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Notitie')).toHaveValue('Concept');
  });

  it('has the browser ask before unloading only while dirty', async () => {
    const { user } = renderNote();
    expect(asksBeforeUnload()).toBe(false);
    await user.type(screen.getByLabelText('Notitie'), 'C');
    expect(asksBeforeUnload()).toBe(true);
    await user.clear(screen.getByLabelText('Notitie'));
    expect(asksBeforeUnload()).toBe(false);

    await user.type(screen.getByLabelText('Notitie'), 'C');
    expect(asksBeforeUnload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Elders' }));
    await user.click(within(await question()).getByRole('button', { name: 'Pagina verlaten' }));
    await screen.findByText('Ergens anders');
    expect(asksBeforeUnload()).toBe(false);
  });

  it('renders on the server, dirty, without touching the window', async () => {
    function Dirty() {
      const leaveQuestion = useUnsavedChangesGuard(true);
      return <p>Bewerken{leaveQuestion}</p>;
    }
    const handler = createStaticHandler([{ path: '/', element: <Dirty /> }]);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('expected a context');
    const listen = vi.spyOn(window, 'addEventListener');
    try {
      const html = renderToString(
        <I18nextProvider i18n={createI18n('nl')}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </I18nextProvider>,
      );
      expect(html).toBe('<p>Bewerken</p>');
      expect(listen).not.toHaveBeenCalled();
    } finally {
      listen.mockRestore();
    }
  });
});

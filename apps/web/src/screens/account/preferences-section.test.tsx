// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProfileUpdate } from '@plein/api-client';
import { useAppSelector, userLoaded } from '@plein/state-store';
import { testUser } from '../../test-support/fake-api';
import type { FakeApi } from '../../test-support/fake-api';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';
import { renderAdmin } from '../admin/shared/test-harness';
import { PreferencesSection } from './preferences-section';

let api: FakeApi;
setUpFakeApi((started) => (api = started));

/** The section with the signed-in user of the store, as the account screen renders it. */
function SignedInPreferences() {
  const user = useAppSelector((state) => state.user.applicationUser);
  return user ? <PreferencesSection user={user} /> : null;
}

describe('the preferences section', () => {
  it('saves the interface language and notification position, switches language and moves the toasts', async () => {
    const user = testUser();
    const saved = {
      ...user,
      properties: [
        { key: 'notificationClose', value: '10' },
        { key: 'notificationPosition', value: 'top-left' },
        { key: 'interfaceLanguage', value: 'en' },
      ],
    };
    api.answer('PUT /api/profiles:loggedIn', { status: 200, body: saved });
    const store = api.store();
    store.dispatch(userLoaded({ user, status: 200 }));
    const events = userEvent.setup();
    const { router } = await renderAdmin(<SignedInPreferences />, {
      store,
      path: '/account/preferences',
    });
    const section = within(screen.getByRole('region', { name: 'Voorkeuren' }));
    const toasts = screen.getByRole('status', { name: 'Meldingen' });
    expect(toasts).toHaveClass('plein-toast-region--bottom-right');
    // Nothing chosen yet: the language shown and the bottom right corner.
    expect(section.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    expect(section.getByRole('radio', { name: 'Rechtsonder' })).toBeChecked();
    // The six positions of spec section 5, in reading order.
    const positions = within(section.getByRole('group', { name: /Plaats van meldingen/ }));
    expect(positions.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'top-left',
      'top-center',
      'top-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]);

    await events.click(section.getByRole('radio', { name: 'English' }));
    await events.click(section.getByRole('radio', { name: 'Linksboven' }));
    await events.click(section.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(router.state.location.search).toBe('?lang=en'));
    expect(router.state.location.pathname).toBe('/account/preferences');
    const put = api.requests.find((request) => request.method === 'PUT');
    expect((JSON.parse(put?.body ?? '{}') as ProfileUpdate).properties).toEqual(
      expect.arrayContaining([
        { key: 'notificationClose', value: '10' },
        { key: 'notificationPosition', value: 'top-left' },
        { key: 'interfaceLanguage', value: 'en' },
      ]),
    );
    await waitFor(() => expect(toasts).toHaveClass('plein-toast-region--top-left'));
    expect(toasts).toHaveTextContent('Uw voorkeuren zijn opgeslagen.');
  });
});

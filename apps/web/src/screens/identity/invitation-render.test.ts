import { beforeEach, describe, expect, it } from 'vitest';
import type { InvitationStatus } from '@plein/api-client';
import type { FakeApi } from '../../test-support/fake-api';
import { renderedDocument } from '../../test-support/server-render';
import { setUpFakeApi } from '../../test-support/set-up-fake-api';

let api: FakeApi;
setUpFakeApi((started) => (api = started));
beforeEach(() => {
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer('GET /api/platformsettingvalues', { status: 200, body: [] });
  api.answer('GET /api/profiles:loggedIn', {
    status: 401,
    body: { error: { code: 'not_signed_in', message: 'Sign in first.' } },
  });
});

const code = 'Qm9vbS1lZW4tdWl0bm9kaWdpbmctdmFuLTQzLXRla2Vu';
const invitation = (state: InvitationStatus['state']): InvitationStatus => ({
  state,
  email: 'nieuw@example.org',
  accountExists: false,
  expiresAt: '2026-12-01T00:00:00.000Z',
  platformName: 'Plein Demo',
});
/** The server's render of the invitation page for a visitor: its status and whole document. */
const serverRender = () => renderedDocument(api.baseUrl, `/invitation/${code}`);

// Issue 31.27: a page that says "not found" answers 404, as the not-found page does, so neither
// a crawler nor a monitor takes it for a page that exists.
describe('the server render of an invitation', () => {
  it('answers 404 with its own notice for an unknown code', async () => {
    api.answer(`GET /api/userinvitation:status/${code}`, {
      status: 404,
      body: { error: { code: 'invitation_not_found', message: 'No such invitation.' } },
    });
    const { status, html } = await serverRender();
    expect(html).toContain('Uitnodiging niet gevonden');
    expect(status).toBe(404);
  });

  it('answers 404 with its own notice for an expired invitation', async () => {
    api.answer(`GET /api/userinvitation:status/${code}`, {
      status: 200,
      body: invitation('Expired'),
    });
    const { status, html } = await serverRender();
    expect(html).toContain('Uitnodiging verlopen');
    expect(status).toBe(404);
  });

  it('answers 200 for an open invitation, and for one already accepted', async () => {
    for (const [state, text] of [
      ['Open', 'Uitnodiging aannemen'],
      ['Accepted', 'Uitnodiging aangenomen'],
    ] as const) {
      api.answer(`GET /api/userinvitation:status/${code}`, {
        status: 200,
        body: invitation(state),
      });
      const { status, html } = await serverRender();
      expect(html).toContain(text);
      expect(status).toBe(200);
    }
  });
});

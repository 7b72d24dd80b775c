import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, isBeaconCall } from './browser-helpers';
import { platformForTests } from './test-platform';

const adminEmail = 'admin@plein.test';
const adminPassword = 'e2e-admin-password-1';
const invitee = { email: 'nora.nieuw@example.org', password: 'een-lang-wachtwoord-1' };

const { origin, person } = platformForTests(adminPassword);

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });
const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });

/** Signs in on the sign-in page and waits until it sent the browser on. */
async function signIn(page: Page, email: string, password: string, returnTo = '/') {
  await page.goto(`${origin()}/login?returnTo=${encodeURIComponent(returnTo)}`, {
    waitUntil: 'networkidle',
  });
  await main(page).getByLabel('E-mailadres').fill(email);
  await main(page).getByLabel('Wachtwoord').fill(password);
  await main(page).getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** Signs the seeded admin in and accepts the terms of use when asked. */
async function signInAdmin(page: Page, returnTo: string) {
  await signIn(page, adminEmail, adminPassword, returnTo);
  const dialog = termsDialog(page);
  await dialog.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Akkoord', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/**
 * The invitation link mailed to an address, read as an admin would without a mail server: on the
 * outgoing mail screen the users screen links to.
 */
async function invitationLink(admin: Page, email: string): Promise<string> {
  await main(admin).getByRole('link', { name: 'Uitgaande mail', exact: true }).click();
  await main(admin).getByRole('heading', { name: 'Uitgaande mail', level: 1 }).waitFor();
  expect(await axeViolations(admin)).toEqual([]);
  const mail = main(admin).getByRole('article').filter({ hasText: email }).first();
  const text = (await mail.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No invitation mail to ${email} on the outgoing mail screen`);
  return link;
}

describe('route guards', () => {
  it('redirects an anonymous visit to /account/profile to the sign-in page, on the server', async () => {
    const response = await fetch(`${origin()}/account/profile`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?returnTo=%2Faccount%2Fprofile');
    // The page also hands out the XSRF cookie the sign-in call has to echo.
    expect(response.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[A-Za-z0-9_-]{32,}; Path=\//);
  });

  it('brings a visitor back to the page they wanted after signing in', async () => {
    const page = await person();
    await page.goto(`${origin()}/account/profile`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${origin()}/login?returnTo=%2Faccount%2Fprofile`);
    await main(page).getByLabel('E-mailadres').fill(adminEmail);
    await main(page).getByLabel('Wachtwoord').fill('not-the-password');
    await main(page).getByLabel('Wachtwoord').press('Enter');
    await expect
      .poll(() => main(page).getByRole('alert').textContent())
      .toBe('Het e-mailadres of het wachtwoord klopt niet.');
    // Focus is on the message, not lost on <body>.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Het e-mailadres of het wachtwoord klopt niet.');
    await main(page).getByLabel('Wachtwoord').fill(adminPassword);
    await main(page).getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${origin()}/account/profile`);
    await expect
      .poll(() => main(page).getByRole('heading', { level: 1 }).textContent())
      .toBe('Mijn account: Profiel');
  });
});

describe('the new public screens', () => {
  it('answer with real text in Dutch and English and have no axe violations', async () => {
    const page = await person();
    const screens: [string, number, string][] = [
      ['/login', 200, 'Inloggen'],
      ['/reset-password', 200, 'Wachtwoord vergeten'],
      ['/reset-password/onbekende-code', 200, 'Nieuw wachtwoord kiezen'],
      ['/verify-email/onbekende-code', 200, 'E-mailadres bevestigen'],
      // An unknown invitation says so, with the status that means it (issue 31.27).
      ['/invitation/onbekende-code', 404, 'Uitnodiging'],
      ['/unauthorized', 403, 'Geen toegang'],
      // The language chosen with ?lang= holds for the rest of the visit.
      ['/login?lang=en', 200, 'Sign in'],
      ['/unauthorized', 403, 'No access'],
    ];
    for (const [path, status, heading] of screens) {
      const response = await page.goto(`${origin()}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(status);
      expect(await page.locator('h1').first().textContent(), path).toBe(heading);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it('shows the form errors of an empty sign-in and moves focus to the first one', async () => {
    const page = await person();
    await page.goto(`${origin()}/login`, { waitUntil: 'networkidle' });
    await main(page).getByRole('button', { name: 'Inloggen' }).click();
    const email = main(page).getByLabel('E-mailadres');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await main(page).getByText('Vul dit veld in.').count()).toBe(2);
  });
});

describe('an invited user', () => {
  let admin: Page;
  let user: Page;

  it('is invited, accepts, signs in, accepts the terms, edits the profile, sees it in the activity and signs out', async () => {
    admin = await person();
    await signInAdmin(admin, '/admin/users');
    expect(await axeViolations(admin)).toEqual([]);
    const invite = admin.getByRole('region', { name: 'Iemand uitnodigen' });
    await invite.getByLabel('E-mailadres').fill(invitee.email);
    await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect
      .poll(() => toasts(admin).textContent())
      .toContain(`De uitnodiging voor ${invitee.email} is aangemaakt, maar niet verstuurd`);
    const link = await invitationLink(admin, invitee.email);
    expect(link.startsWith(`${origin()}/invitation/`)).toBe(true);

    user = await person();
    await user.goto(link, { waitUntil: 'networkidle' });
    expect(await main(user).getByText(invitee.email).count()).toBe(1);
    expect(await axeViolations(user)).toEqual([]);
    await main(user).getByLabel('Voornaam').fill('Nora');
    await main(user).getByLabel('Achternaam').fill('Nieuw');
    await main(user).getByLabel('Nieuw wachtwoord').fill(invitee.password);
    await main(user).getByLabel('Herhaal het nieuwe wachtwoord').fill(invitee.password);
    await main(user).getByRole('button', { name: 'Uitnodiging aannemen' }).click();
    await main(user).getByRole('heading', { name: 'Uitnodiging aangenomen' }).waitFor();

    await main(user).getByRole('link', { name: 'Inloggen' }).click();
    await user.waitForURL((url) => url.pathname === '/login');
    await main(user).getByLabel('E-mailadres').fill(invitee.email);
    await main(user).getByLabel('Wachtwoord').fill(invitee.password);
    await main(user).getByRole('button', { name: 'Inloggen' }).click();
    await user.waitForURL(`${origin()}/`);

    const dialog = termsDialog(user);
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Akkoord', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await user.getByRole('button', { name: /Nora Nieuw/ }).click();
    await user.getByRole('link', { name: 'Profiel' }).click();
    await user.waitForURL(`${origin()}/account/profile`);
    await main(user).getByLabel('Voornaam').fill('Noor');
    await main(user).getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => toasts(user).textContent()).toContain('Uw profiel is opgeslagen.');
    expect(await toasts(user).getByRole('button', { name: 'Ongedaan maken' }).count()).toBe(1);
    await user.getByRole('button', { name: /Noor Nieuw/ }).waitFor();
    expect(await axeViolations(user)).toEqual([]);
    // Undo puts the previous name back; then the user saves the new one again.
    await toasts(user).getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect
      .poll(() => toasts(user).textContent())
      .toContain('De vorige gegevens van uw profiel zijn teruggezet.');
    await user.getByRole('button', { name: /Nora Nieuw/ }).waitFor();
    expect(await main(user).getByLabel('Voornaam').inputValue()).toBe('Nora');
    await main(user).getByLabel('Voornaam').fill('Noor');
    await main(user).getByRole('button', { name: 'Opslaan' }).click();
    await user.getByRole('button', { name: /Noor Nieuw/ }).waitFor();

    await main(user).getByRole('link', { name: 'Activiteit' }).click();
    await user.waitForURL(`${origin()}/account/activity`);
    const activity = main(user).getByRole('listitem');
    await expect
      .poll(() => activity.allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Profiel gewijzigd: voornaam'),
          expect.stringContaining('Gebruiksvoorwaarden geaccepteerd'),
          expect.stringContaining('Ingelogd'),
        ]),
      );

    await user.getByRole('button', { name: /Noor Nieuw/ }).click();
    await user.getByRole('button', { name: 'Uitloggen' }).click();
    await user.waitForURL(`${origin()}/`);
    await user.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
    // Back in the browser's history: the route guard runs in the browser too.
    await user.goBack();
    await user.waitForURL((url) => url.pathname === '/login');
    expect(new URL(user.url()).searchParams.get('returnTo')).toBe('/account/activity');
  }, 180_000);

  it('renders a signed-in page fully on the server and hydrates without calling the API again', async () => {
    await signIn(user, invitee.email, invitee.password, '/account/profile');
    const calls: string[] = [];
    user.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !isBeaconCall(pathname)) calls.push(pathname);
    });
    const response = await user.goto(`${origin()}/account/profile`, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('value="Noor"');
    expect(html).toContain(invitee.email);
    expect(calls).toEqual([]);
  }, 60_000);

  it("gains and loses the admin pages when an admin changes the user's rights and roles", async () => {
    const refused = await user.goto(`${origin()}/admin/users`, { waitUntil: 'networkidle' });
    expect(refused?.status()).toBe(403);
    expect(new URL(user.url()).pathname).toBe('/unauthorized');

    await admin.goto(`${origin()}/admin/roles`, { waitUntil: 'networkidle' });
    const newRole = admin.getByRole('region', { name: 'Nieuwe rol' });
    await newRole.getByLabel('Naam').fill('Redactie');
    await newRole.getByRole('button', { name: 'Rol toevoegen' }).click();
    await main(admin).getByRole('cell', { name: 'Redactie', exact: true }).waitFor();

    await admin.goto(`${origin()}/admin/users?search=nora.nieuw`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('link', { name: 'Noor Nieuw' }).click();
    await admin.waitForURL((url) => url.pathname.endsWith('/security'));
    await main(admin).getByLabel('Beheerder').check();
    await main(admin).getByLabel('Redactie').check();
    await main(admin).getByRole('button', { name: 'Rechten opslaan' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('De rechten zijn opgeslagen.');

    const allowed = await user.goto(`${origin()}/admin/users`, { waitUntil: 'networkidle' });
    expect(allowed?.status()).toBe(200);
    expect(await main(user).getByRole('heading', { level: 1 }).textContent()).toBe('Gebruikers');
    expect(
      await main(user)
        .getByRole('cell', { name: /Beheerder, Redactie/ })
        .count(),
    ).toBe(1);

    await admin.reload({ waitUntil: 'networkidle' });
    await main(admin).getByLabel('Beheerder').uncheck();
    await main(admin).getByRole('button', { name: 'Rechten opslaan' }).click();
    await expect.poll(() => toasts(admin).getByText('De rechten zijn opgeslagen.').count()).toBe(1);

    const refusedAgain = await user.goto(`${origin()}/admin/roles`, { waitUntil: 'networkidle' });
    expect(refusedAgain?.status()).toBe(403);
    expect(new URL(user.url()).pathname).toBe('/unauthorized');
  }, 120_000);

  it('shows the inactive-user dialog to an account an admin deactivated', async () => {
    await admin.goto(`${origin()}/admin/users?search=nora.nieuw`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('link', { name: 'Noor Nieuw' }).click();
    await admin.waitForURL((url) => url.pathname.endsWith('/security'));
    await main(admin).getByRole('button', { name: 'Account deactiveren' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Account deactiveren?' });
    await confirm.getByRole('button', { name: 'Account deactiveren' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('Het account is gedeactiveerd.');

    await signIn(user, invitee.email, invitee.password, '/');
    const dialog = user.getByRole('dialog', { name: 'Account niet actief' });
    await dialog.waitFor({ state: 'visible' });
    expect(await termsDialog(user).count()).toBe(0);
    expect(await axeViolations(user)).toEqual([]);
    await dialog.getByRole('button', { name: 'Uitloggen' }).click();
    await user.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
  }, 60_000);

  it('sends an admin from /admin to the pages screen, and opens the forms screen', async () => {
    const response = await admin.goto(`${origin()}/admin`, { waitUntil: 'networkidle' });
    expect(new URL(admin.url()).pathname).toBe('/admin/pages');
    expect(response?.status()).toBe(200);
    const forms = await admin.goto(`${origin()}/admin/forms`, { waitUntil: 'networkidle' });
    expect(forms?.status()).toBe(200);
    await admin.getByRole('heading', { level: 1, name: 'Formulieren' }).waitFor();
  });
});

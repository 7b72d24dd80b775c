import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededAdmin, signIn } from './admin-session';
import { axeViolations } from './browser-helpers';
import { platformForTests } from './test-platform';

// This file's platform is its own (a fresh data folder): changing the admin's password here
// leaves the other files' admins alone.
const { origin, person } = platformForTests(seededAdmin.password);

const newPassword = 'paarse olifanten dansen zelden op dinsdag';

const main = (page: Page) => page.getByRole('main');
const sessionsOf = (page: Page) =>
  main(page).getByRole('region', { name: 'Ingelogde sessies', exact: true });
const passwordOf = (page: Page) =>
  main(page).getByRole('region', { name: 'Wachtwoord', exact: true });

/** Whether the page's browser is signed out: an account page sends it to the sign-in page. */
async function isSignedOut(page: Page): Promise<boolean> {
  await page.goto(`${origin()}/account/profile`, { waitUntil: 'networkidle' });
  return page.url() === `${origin()}/login?returnTo=%2Faccount%2Fprofile`;
}

describe('account security', () => {
  let first: Page;
  let second: Page;

  it('lists the admin’s two sessions, marks this one, and signs the other one out', async () => {
    first = await person();
    second = await person();
    await signIn(second, origin(), seededAdmin, '/account/profile');
    await signIn(first, origin(), seededAdmin, '/account/security');

    const sessions = sessionsOf(first);
    const items = sessions.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.filter({ hasText: 'Dit apparaat' }).count()).toBe(1);
    expect(await items.filter({ hasText: 'Chrome op Linux' }).count()).toBe(2);
    expect(await axeViolations(first)).toEqual([]);

    // Only the other session has a sign-out button; its name says which session it ends.
    const signOutOther = sessions.getByRole('button', { name: /^Uitloggen: Chrome op Linux/ });
    expect(await signOutOther.count()).toBe(1);
    await signOutOther.click();
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.textContent()).toContain('Dit apparaat');
    await expect
      .poll(() => sessions.getByRole('status').textContent())
      .toBe('Die sessie is uitgelogd.');
    // Focus stays in the section, not on the page's body.
    expect(await first.evaluate(() => document.activeElement?.id)).toBe('sessions-heading');

    expect(await isSignedOut(second)).toBe(true);
  }, 120_000);

  it('refuses a weak new password, changes it to a strong one and signs the other session out', async () => {
    await signIn(second, origin(), seededAdmin, '/account/profile');
    await first.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => sessionsOf(first).getByRole('listitem').count()).toBe(2);

    const form = passwordOf(first);
    const current = form.getByLabel('Huidig wachtwoord', { exact: true });
    const next = form.getByLabel('Nieuw wachtwoord', { exact: true });
    const repeat = form.getByLabel('Herhaal het nieuwe wachtwoord', { exact: true });
    await current.fill(seededAdmin.password);
    await next.fill('password1234');
    await repeat.fill('password1234');
    await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await form.getByText('Dit wachtwoord is te gemakkelijk te raden.', { exact: false }).waitFor();
    expect(await next.getAttribute('aria-invalid')).toBe('true');

    await next.fill(newPassword);
    await repeat.fill(newPassword);
    await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect
      .poll(() => form.getByRole('status').first().textContent())
      .toBe('Uw wachtwoord is gewijzigd. Op alle andere apparaten bent u nu uitgelogd.');
    expect(await current.inputValue()).toBe('');
    expect(await axeViolations(first)).toEqual([]);
    await expect.poll(() => sessionsOf(first).getByRole('listitem').count()).toBe(1);
    expect(await isSignedOut(second)).toBe(true);
  }, 120_000);

  it('signs in with the new password only', async () => {
    const page = await person();
    await page.goto(`${origin()}/login`, { waitUntil: 'networkidle' });
    await main(page).getByLabel('E-mailadres').fill(seededAdmin.email);
    await main(page).getByLabel('Wachtwoord').fill(seededAdmin.password);
    await main(page).getByRole('button', { name: 'Inloggen' }).click();
    await expect
      .poll(() => main(page).getByRole('alert').textContent())
      .toBe('Het e-mailadres of het wachtwoord klopt niet.');
    await signIn(
      page,
      origin(),
      { email: seededAdmin.email, password: newPassword },
      '/account/security',
    );
    await expect.poll(() => sessionsOf(page).getByRole('listitem').count()).toBe(2);
  }, 120_000);
});

import type { OutboxMail, Paged } from '@plein/api-client';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';

export { seededAdmin } from './seeded-admin';

/** Signs in on the sign-in page (Dutch) and waits until it sent the browser on. */
export async function signIn(
  page: Page,
  origin: string,
  { email, password }: { email: string; password: string },
  returnTo = '/',
): Promise<void> {
  await page.goto(`${origin}/login?returnTo=${encodeURIComponent(returnTo)}`, {
    waitUntil: 'networkidle',
  });
  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord').fill(password);
  await main.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** Accepts the terms-of-use dialog when it shows (Dutch). */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
  await dialog.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Akkoord', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** The newest invitation link mailed to an address, read from the outbox as an admin. */
export async function invitationLink(admin: Page, origin: string, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const response = await admin.request.get(`${origin}/api/admin/outbox?pageSize=100`);
      const outbox = (await response.json()) as Paged<OutboxMail>;
      const mail = outbox.items.find((item) => item.to === email);
      const link = mail && /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`No invitation mail to ${email} in the outbox`);
      return link;
    },
    { timeout: 10_000, interval: 200 },
  );
}

/**
 * Makes a plain user (no rights, no roles): the admin invites the address and the invitee
 * accepts in a browser page of their own, which is left signed out.
 */
export async function createPlainUser(
  admin: Page,
  user: Page,
  origin: string,
  account: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  await admin.goto(`${origin}/admin/users`, { waitUntil: 'networkidle' });
  const invite = admin.getByRole('region', { name: 'Iemand uitnodigen' });
  await invite.getByLabel('E-mailadres').fill(account.email);
  await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  const link = await invitationLink(admin, origin, account.email);
  await user.goto(link, { waitUntil: 'networkidle' });
  const main = user.getByRole('main');
  await main.getByLabel('Voornaam').fill(account.firstName);
  await main.getByLabel('Achternaam').fill(account.lastName);
  await main.getByLabel('Nieuw wachtwoord').fill(account.password);
  await main.getByLabel('Herhaal het nieuwe wachtwoord').fill(account.password);
  await main.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await main.getByRole('heading', { name: 'Uitnodiging aangenomen' }).waitFor();
}

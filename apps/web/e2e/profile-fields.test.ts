import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptTermsIfAsked, createPlainUser, seededAdmin, signIn } from './admin-session';
import { axeViolations } from './browser-helpers';
import { platformForTests } from './test-platform';

const member = {
  email: 'veld.lid@example.org',
  password: 'een-lang-wachtwoord-2',
  firstName: 'Vera',
  lastName: 'Veld',
};

const { origin, person } = platformForTests(seededAdmin.password);

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });

describe('a profile field the admin defines', () => {
  let admin: Page;
  let user: Page;

  it('is added on the admin screen as a select field with labels and choices', async () => {
    admin = await person();
    await signIn(admin, origin(), seededAdmin, '/admin/users');
    await acceptTermsIfAsked(admin);
    await main(admin).getByRole('link', { name: 'Profielvelden beheren' }).click();
    await admin.waitForURL(`${origin()}/admin/users/fields`);
    // The URL changes before the new screen has rendered: wait for its heading.
    await main(admin).getByRole('heading', { level: 1, name: 'Profielvelden' }).waitFor();
    const builtIn = main(admin).getByRole('row', { name: /Gebruiksvoorwaarden/ });
    expect(await builtIn.getByText('Vast veld').count()).toBe(1);
    expect(await builtIn.getByRole('button').count()).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);

    await main(admin).getByRole('button', { name: 'Veld toevoegen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nieuw profielveld' });
    await dialog.getByLabel('Sleutel', { exact: true }).fill('team');
    await dialog.getByLabel('Label (Nederlands)', { exact: true }).fill('Team');
    await dialog.getByLabel('Label (Engels)', { exact: true }).fill('Team');
    await dialog.getByLabel('Soort invoer', { exact: true }).selectOption('select');
    await dialog.getByLabel('Keuzes', { exact: true }).fill('Noord\nZuid\nOost');
    await dialog.getByLabel('Groep (sleutel)', { exact: true }).fill('werk');
    await dialog.getByLabel('Groepslabel (Nederlands)', { exact: true }).fill('Werk');
    await dialog.getByLabel('Groepslabel (Engels)', { exact: true }).fill('Work');
    await dialog.getByLabel('Verplicht veld', { exact: true }).check();
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Veld toevoegen' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('‘Team’ is toegevoegd.');
    await dialog.waitFor({ state: 'hidden' });
    await main(admin).getByRole('button', { name: 'Team wijzigen' }).waitFor();

    // It survives a server render of the screen.
    await admin.reload({ waitUntil: 'networkidle' });
    expect(await main(admin).getByRole('row', { name: /Team/ }).textContent()).toContain(
      'Keuzelijst',
    );
  }, 120_000);

  it('is filled in by a user on account/profile and still there after a reload', async () => {
    user = await person();
    await createPlainUser(admin, user, origin(), member);
    await signIn(user, origin(), member, '/account/profile');
    await acceptTermsIfAsked(user);

    const fieldset = main(user).getByRole('group', { name: 'Werk' });
    const team = fieldset.getByRole('combobox', { name: 'Team' });
    expect(await team.getAttribute('required')).not.toBeNull();
    expect(await axeViolations(user)).toEqual([]);

    // Required: saving without a choice is refused at the field.
    await main(user).getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => team.getAttribute('aria-invalid')).toBe('true');
    expect(await team.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await fieldset.getByText('Vul dit veld in.').count()).toBe(1);

    await team.selectOption('Zuid');
    await main(user).getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => toasts(user).textContent()).toContain('Uw profiel is opgeslagen.');

    const response = await user.reload({ waitUntil: 'networkidle' });
    // The server render already has the field with the saved choice.
    expect(await response?.text()).toMatch(/<option value="Zuid" selected="">Zuid<\/option>/);
    expect(await main(user).getByRole('combobox', { name: 'Team' }).inputValue()).toBe('Zuid');
    expect(await axeViolations(user)).toEqual([]);

    // In English the section and field carry their English labels.
    await user.goto(`${origin()}/account/profile?lang=en`, { waitUntil: 'networkidle' });
    const english = main(user).getByRole('group', { name: 'Work' });
    expect(await english.getByRole('combobox', { name: 'Team' }).inputValue()).toBe('Zuid');
  }, 180_000);

  it('disappears from the account page when the admin deletes it, the value kept', async () => {
    await admin.goto(`${origin()}/admin/users/fields`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('button', { name: 'Team verwijderen' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Profielveld verwijderen?' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('‘Team’ is verwijderd.');

    await user.goto(`${origin()}/account/profile?lang=nl`, { waitUntil: 'networkidle' });
    expect(await main(user).getByRole('group', { name: 'Werk' }).count()).toBe(0);
    // Saving the profile keeps the value of the removed field.
    await main(user).getByLabel('Voornaam').fill('Veerle');
    await main(user).getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => toasts(user).textContent()).toContain('Uw profiel is opgeslagen.');
    const profile = (await (
      await user.request.get(`${origin()}/api/profiles:loggedIn`)
    ).json()) as { properties: { key: string; value: string }[] };
    expect(profile.properties).toContainEqual({ key: 'team', value: 'Zuid' });
  }, 120_000);
});

import type { PublicForm } from '@plein/api-client';
import { emptyFormField } from '@plein/validation';
import type { FormContent, FormField } from '@plein/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, publishFormOnPage, signInThroughApi } from './api-session';
import { axeViolations, consentCookie, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

const { origin, browser } = platformForTests(seededAdmin.password);
const pageName = 'meldpunt';

const field = (
  type: FormField['type'],
  key: string,
  extra: Partial<FormField> = {},
): FormField => ({
  ...emptyFormField(type, key),
  ...extra,
});

/** A form with a field of every kind a visitor fills in. */
const content: FormContent = {
  title: { nl: 'Meld een probleem', en: 'Report a problem' },
  introduction: { nl: 'Wij lezen elke melding.', en: '' },
  confirmation: { nl: 'Bedankt voor je melding.', en: '' },
  fields: [
    field('section', 'about', { label: { nl: 'Over jou', en: '' } }),
    field('shortText', 'name', { label: { nl: 'Naam', en: '' }, required: true }),
    field('email', 'email', { label: { nl: 'E-mailadres', en: '' }, required: true }),
    field('longText', 'what', { label: { nl: 'Wat is er aan de hand?', en: '' } }),
    field('number', 'count', { label: { nl: 'Aantal', en: '' } }),
    field('date', 'day', { label: { nl: 'Datum', en: '' } }),
    field('time', 'at', { label: { nl: 'Tijd', en: '' } }),
    field('choice', 'kind', {
      label: { nl: 'Soort', en: '' },
      display: 'radio',
      options: [
        { value: 'road', label: { nl: 'Weg', en: '' } },
        { value: 'park', label: { nl: 'Park', en: '' } },
      ],
    }),
    field('choice', 'area', {
      label: { nl: 'Wijk', en: '' },
      display: 'select',
      options: [
        { value: 'north', label: { nl: 'Noord', en: '' } },
        { value: 'south', label: { nl: 'Zuid', en: '' } },
      ],
    }),
    field('choice', 'topics', {
      label: { nl: 'Onderwerpen', en: '' },
      display: 'checkboxes',
      options: [
        { value: 'light', label: { nl: 'Verlichting', en: '' } },
        { value: 'waste', label: { nl: 'Afval', en: '' } },
      ],
    }),
    field('toggle', 'updates', { label: { nl: 'Houd me op de hoogte', en: '' } }),
    field('masked', 'phone', { label: { nl: 'Telefoon', en: '' }, mask: 'phone' }),
    field('color', 'colour', { label: { nl: 'Kleur', en: '' } }),
    field('consent', 'agree', { label: { nl: 'Ik ga akkoord', en: '' }, required: true }),
  ],
};

let admin: BrowserContext;
let formGuid: string;

beforeAll(async () => {
  admin = await browser().newContext({
    bypassCSP: true,
    locale: 'nl-NL',
    userAgent: visitorUserAgent,
  });
  await admin.addCookies([consentCookie(origin())]);
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  formGuid = await publishFormOnPage(admin, origin(), content, {
    name: pageName,
    title: 'Meldpunt',
  });
}, 120_000);
afterAll(() => admin?.close());

async function visitor(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser().newContext({
    javaScriptEnabled,
    // axe is injected as a script; the pages' own policy is tested elsewhere.
    bypassCSP: true,
    locale: 'nl-NL',
    userAgent: visitorUserAgent,
  });
  await context.addCookies([consentCookie(origin())]);
  return context.newPage();
}

async function fillIn(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Naam').fill('Ada Lovelace');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wat is er aan de hand?').fill('Lamp <b>kapot</b>');
  await main.getByLabel('Aantal').fill('2,5');
  await main.getByLabel('Datum').fill('2026-11-20');
  await main.getByLabel('Tijd').fill('21:30');
  await main.getByRole('radio', { name: 'Park' }).check();
  await main.getByLabel('Wijk').selectOption('south');
  await main.getByRole('checkbox', { name: 'Verlichting' }).check();
  await main.getByRole('switch', { name: 'Houd me op de hoogte' }).check();
  await main.getByLabel('Telefoon').fill('(020) 555 - 1234');
  await main.getByLabel('Kleur').fill('#ff8800');
  await main.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
}

const receiptGuid = (page: Page) =>
  /\/submission\/([\w-]+)/.exec(new URL(page.url()).pathname)?.[1];

describe('a form on a page', () => {
  it('is filled in with JavaScript: a wrong try is shown in place, then the receipt', async () => {
    const page = await visitor(true);
    await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Meld een probleem' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await fillIn(page, 'ada@');
    await main.getByRole('button', { name: 'Versturen' }).click();
    await main.getByRole('alert').getByText('1 antwoord klopt niet:').waitFor();
    expect(
      await main.getByLabel('E-mailadres').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByLabel('E-mailadres').fill('ada@example.org');
    await main.getByRole('button', { name: 'Versturen' }).click();
    await main.getByText('Bedankt voor je melding.').waitFor();
    await main.getByRole('link', { name: 'Bekijk wat je hebt verstuurd' }).click();
    await page.waitForURL(/\/submission\//);
    await page.getByRole('heading', { name: 'Je inzending: Meld een probleem' }).waitFor();
    // What the visitor typed is shown as text, never as markup.
    await page.getByText('Lamp <b>kapot</b>').waitFor();
    await page.getByText('Verlichting').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('reports every wrong answer with JavaScript, each linked to its field, and focuses the first', async () => {
    const page = await visitor(true);
    await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Meld een probleem' }).waitFor();
    // Four wrong answers: no name, an e-mail address without a domain, half a phone number and
    // no consent. The button is pressed straight from the phone field: its blur check must not
    // move the button away from under the pointer (issue 31.17).
    await main.getByLabel('E-mailadres').fill('ada@');
    await main.getByLabel('Telefoon').fill('12');
    await main.getByRole('button', { name: 'Versturen' }).click();
    const alert = main.getByRole('alert');
    await alert.getByText('4 antwoorden kloppen niet:').waitFor();
    expect(await alert.getByRole('link').allTextContents()).toEqual([
      expect.stringMatching(/^Naam/),
      expect.stringMatching(/^E-mailadres/),
      expect.stringMatching(/^Telefoon/),
      expect.stringMatching(/^Ik ga akkoord/),
    ]);
    // Focus on the first wrong field, not on the button that was pressed.
    await expect
      .poll(() => main.getByLabel(/^Naam/).evaluate((el) => el === document.activeElement))
      .toBe(true);
    // Each field has its own message too.
    expect(await main.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);
    await page.context().close();
  }, 60_000);

  it('is filled in without JavaScript: the server shows the problem, then sends on to the receipt', async () => {
    const page = await visitor(false);
    await page.goto(`${origin()}/${pageName}`);
    await fillIn(page, 'ada@');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.waitForLoadState();
    const main = page.getByRole('main');
    await main.getByText('1 antwoord klopt niet:').waitFor();
    // The browser lands on the summary of problems (the form's action ends in its id).
    const summary = new URL(page.url()).hash.slice(1);
    expect(await page.locator(`[id="${summary}"]`).getByRole('list').count()).toBe(1);
    // The answers are kept, the problem sits at its field.
    expect(await main.getByLabel('Naam').inputValue()).toBe('Ada Lovelace');
    expect(await main.getByRole('checkbox', { name: 'Verlichting' }).isChecked()).toBe(true);
    await main.getByText('Vul een geldig e-mailadres in', { exact: false }).first().waitFor();

    await main.getByLabel('E-mailadres').fill('ada@example.org');
    await main.getByRole('button', { name: 'Versturen' }).click();
    await page.waitForURL(/\/submission\//);
    await page.getByText('Ada Lovelace').waitFor();
    expect(receiptGuid(page)).toBeTruthy();
    await page.context().close();
  }, 60_000);

  it('shows the administrator both submissions in the list, one in full, and the dashboard', async () => {
    const page = await admin.newPage();
    await page.goto(`${origin()}/admin/forms/${formGuid}`, { waitUntil: 'networkidle' });
    await acceptTermsIfAsked(page);
    const main = page.getByRole('main');
    await main.getByRole('status').getByText('2 inzendingen').waitFor();
    const table = main.getByRole('table');
    expect(await table.getByRole('row').filter({ hasText: 'Ada Lovelace' }).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.split('/').length === 5);
    // One submission: each answer next to its question, as text.
    await main.locator('dd', { hasText: 'Lamp <b>kapot</b>' }).waitFor();
    await main.locator('dd', { hasText: /^Park$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${origin()}/admin/forms/${formGuid}/1/dashboard`, {
      waitUntil: 'networkidle',
    });
    await main.getByRole('heading', { level: 1 }).waitFor();
    // Two submissions of version 1, both with 'Park' as their kind.
    await main.getByText('Toon als tabel').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('refuses submissions once the form is closed, and tells visitors so', async () => {
    const open = await callApi<PublicForm>(admin, origin(), 'GET', `/api/forms/${formGuid}`);
    await callApi(admin, origin(), 'PUT', `/api/admin/forms/${formGuid}/settings`, {
      openMode: 'Closed',
      openDate: null,
      closeDate: null,
      accessLevel: 'Public',
      roleIds: [],
      actions: ['Save'],
      notifyAddresses: [],
      retentionDays: 365,
      confirmToSubmitter: false,
      publication: null,
    });
    const page = await visitor(true);
    await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByText('Dit formulier is gesloten.').waitFor();
    expect(await page.getByRole('button', { name: 'Versturen' }).count()).toBe(0);
    const xsrf = (await page.context().cookies(origin())).find((c) => c.name === 'XSRF-TOKEN');
    const refused = await page.request.post(`${origin()}/api/forms/${formGuid}/submissions`, {
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf?.value ?? '' },
      data: JSON.stringify({ version: open.version, answers: {} }),
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('form_closed');
    await page.context().close();
  }, 60_000);
});

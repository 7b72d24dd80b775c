import type { Form, FormVersionDashboard, Page as ApiPage } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, visitorContext } from './browser-helpers';
import { platformForTests } from './test-platform';

// An administrator builds a form through the builder (every field type), places it on a page
// in the page editor, and publishes a second version; visitors answer both; each version's
// dashboard counts only its own submissions.
const { origin, browser } = platformForTests(seededAdmin.password);
const pageName = 'buurtpeiling';

let admin: BrowserContext;
let screen: Page;
let formGuid = '';

beforeAll(async () => {
  admin = await visitorContext(browser(), origin(), { bypassCSP: true });
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  screen = await admin.newPage();
}, 60_000);
afterAll(() => admin?.close());

const main = (page: Page) => page.getByRole('main');
/** The legend of a field's fieldset in the builder ("Veld 3: Keuze ‘Wijk’"), by its label. */
const fieldLegend = (label: string) => new RegExp(`^Veld \\d+: .*‘${label}’$`);
/** A field's fieldset in the builder, by its label (the innermost holding that legend). */
const fieldset = (label: string): Locator =>
  main(screen)
    .locator('fieldset')
    .filter({ has: screen.locator('legend', { hasText: fieldLegend(label) }) })
    .last();
const savedForm = () => callApi<Form>(admin, origin(), 'GET', `/api/admin/forms/${formGuid}`);

/** Adds a field of a type through the builder and types its Dutch label (focus goes there). */
async function addField(type: string, label: string) {
  await main(screen).getByLabel('Soort nieuw veld').selectOption({ label: type });
  await main(screen).getByRole('button', { name: 'Veld toevoegen' }).click();
  // Focus goes to the new field's Dutch label.
  await expect
    .poll(() =>
      screen.evaluate(() => {
        const focused = document.activeElement as HTMLInputElement | null;
        return focused?.labels?.[0]?.textContent ?? '';
      }),
    )
    .toMatch(/\(Nederlands\)/);
  await screen.keyboard.type(label);
  await main(screen)
    .locator('legend', { hasText: fieldLegend(label) })
    .waitFor();
}

/** Adds options (Dutch labels) to the choice field labelled `label`. */
async function addOptions(label: string, options: string[]) {
  const choice = fieldset(label);
  for (const option of options) {
    await choice.getByRole('button', { name: `Optie toevoegen aan veld ‘${label}’` }).click();
    await screen.keyboard.type(option);
  }
}

/** Saves the draft and waits until the API holds `fieldCount` fields. */
async function saveDraft(fieldCount: number) {
  await main(screen).getByRole('button', { name: 'Concept opslaan' }).click();
  await expect.poll(async () => (await savedForm()).draft.fields.length).toBe(fieldCount);
}

/** Publishes the saved draft as `version` through the confirmation dialog. */
async function publish(version: number) {
  await main(screen)
    .getByRole('button', { name: `Publiceren als versie ${version}` })
    .click();
  const dialog = screen.getByRole('dialog', { name: `Versie ${version} publiceren?` });
  await dialog.getByRole('button', { name: `Versie ${version} publiceren` }).click();
  await expect.poll(async () => (await savedForm()).versions.length).toBe(version);
}

const visitor = async (): Promise<Page> =>
  (await visitorContext(browser(), origin(), { bypassCSP: true })).newPage();

/** Fills in the required answers and a few more, sends, and waits for the thanks. */
async function answer(page: Page, extra: (form: Locator) => Promise<void> = async () => {}) {
  await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
  const form = main(page);
  await form.getByLabel('Naam').fill('Bo de Vries');
  await form.getByLabel('Leeftijd').fill('42');
  await form.getByRole('radio', { name: 'Fiets' }).check();
  await form.getByRole('checkbox', { name: 'Zaterdag' }).check();
  await form.getByRole('checkbox', { name: /Akkoord/ }).check();
  await extra(form);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await form.getByText('Bedankt voor uw mening.').waitFor();
}

const dashboard = (version: number) =>
  callApi<FormVersionDashboard>(
    admin,
    origin(),
    'GET',
    `/api/admin/forms/${formGuid}/versions/${version}/dashboard`,
  );

describe('building a form', () => {
  it('builds a form with a field of every type in the builder and publishes it', async () => {
    await screen.goto(`${origin()}/admin/forms`, { waitUntil: 'networkidle' });
    await acceptTermsIfAsked(screen);
    await main(screen).getByRole('button', { name: 'Nieuw formulier' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Nieuw formulier' });
    await dialog.getByLabel('Titel (Nederlands)').fill('Buurtpeiling');
    await dialog.getByRole('button', { name: 'Formulier maken' }).click();
    await screen.waitForURL(/\/admin\/forms\/view\//);
    formGuid = /\/admin\/forms\/view\/([\w-]+)/.exec(screen.url())![1]!;
    await main(screen)
      .getByRole('heading', { level: 1, name: 'Formulier ‘Buurtpeiling’' })
      .waitFor();
    await main(screen)
      .getByLabel('Bevestiging na het insturen (Nederlands)')
      .fill('Bedankt voor uw mening.');

    await addField('Tussenkop', 'Over u');
    await addField('Korte tekst', 'Naam');
    await fieldset('Naam').getByLabel('Verplicht').check();
    await addField('Lange tekst', 'Toelichting');
    await addField('E-mailadres', 'E-mail');
    await addField('Getal', 'Leeftijd');
    await addField('Datum', 'Geboortedatum');
    await addField('Tijd', 'Tijdstip');
    await addField('Keuze', 'Vervoer');
    await addOptions('Vervoer', ['Fiets', 'Auto']);
    await addField('Keuze', 'Wijk');
    await fieldset('Wijk').getByLabel('Weergave').selectOption({ label: 'Keuzelijst (één keuze)' });
    await addOptions('Wijk', ['Noord', 'Zuid']);
    await addField('Keuze', 'Dagen');
    await fieldset('Dagen')
      .getByLabel('Weergave')
      .selectOption({ label: 'Vinkjes (meerdere keuzes)' });
    await addOptions('Dagen', ['Zaterdag', 'Zondag']);
    await addField('Aan/uit-schakelaar', 'Nieuwsbrief');
    await addField('Tekst met vast patroon', 'Telefoon');
    await fieldset('Telefoon').getByLabel('Patroon').selectOption('phone');
    await addField('Kleur', 'Lievelingskleur');
    await addField('Toestemming', 'Akkoord');
    await fieldset('Akkoord').getByLabel('Verplicht').check();
    expect(await axeViolations(screen)).toEqual([]);

    await saveDraft(14);
    const draft = (await savedForm()).draft;
    expect(draft.fields.map((field) => `${field.type}:${field.key}`)).toEqual([
      'section:over_u',
      'shortText:naam',
      'longText:toelichting',
      'email:e_mail',
      'number:leeftijd',
      'date:geboortedatum',
      'time:tijdstip',
      'choice:vervoer',
      'choice:wijk',
      'choice:dagen',
      'toggle:nieuwsbrief',
      'masked:telefoon',
      'color:lievelingskleur',
      'consent:akkoord',
    ]);
    expect(draft.fields.find((field) => field.key === 'dagen')).toMatchObject({
      display: 'checkboxes',
      options: [
        { value: 'zaterdag', label: { nl: 'Zaterdag' } },
        { value: 'zondag', label: { nl: 'Zondag' } },
      ],
    });
    expect(draft.fields.find((field) => field.key === 'telefoon')?.mask).toBe('phone');
    await publish(1);
  }, 180_000);

  it('is placed on a page in the page editor and answered by a visitor', async () => {
    const page = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
      name: pageName,
      title: 'Buurtpeiling',
      layout: '100',
    });
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    await main(screen).getByRole('button', { name: 'Blok toevoegen (Hoofdkolom)' }).click();
    const picker = screen.getByRole('dialog', { name: 'Blok toevoegen' });
    await picker.getByRole('button', { name: 'Formulier', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await main(screen)
      .getByRole('group', { name: 'Formulier, plaats 1 van 1 in Hoofdkolom', exact: true })
      .getByRole('button', { name: 'Instellen' })
      .click();
    const drawer = screen.getByRole('dialog', { name: 'Formulier instellen' });
    // The published forms are listed once they have loaded.
    await drawer
      .getByRole('combobox', { name: 'Formulier', exact: true })
      .selectOption({ label: 'Buurtpeiling' });
    await drawer.getByRole('button', { name: 'Opslaan' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const saved = await callApi<{ page: ApiPage }>(
          admin,
          origin(),
          'GET',
          `/api/pages/${page.guid}`,
        );
        return saved.page.buildingBlockInstances.map((block) => block.content);
      })
      .toEqual([{ formGuid }]);
    await callApi(admin, origin(), 'POST', `/api/pages/${page.guid}/published`, {
      isPublished: true,
    });

    const person = await visitor();
    await answer(person, async (form) => {
      await form.getByLabel('Wijk').selectOption({ label: 'Noord' });
      await form.getByRole('switch', { name: 'Nieuwsbrief' }).check();
      await form.getByLabel('Telefoon').fill('(020) 555 - 1234');
    });
    await person.context().close();
    const first = await dashboard(1);
    expect(first.submissionCount).toBe(1);
  }, 120_000);

  it('publishes a second version; each version’s dashboard counts only its own answers', async () => {
    await screen.goto(`${origin()}/admin/forms/view/${formGuid}`, { waitUntil: 'networkidle' });
    await addField('Korte tekst', 'Suggestie');
    await saveDraft(15);
    await publish(2);

    const person = await visitor();
    await answer(person, async (form) => {
      await form.getByLabel('Suggestie').fill('Meer bankjes');
    });
    await answer(person);
    await person.context().close();

    const [first, second] = await Promise.all([dashboard(1), dashboard(2)]);
    expect([first.submissionCount, second.submissionCount]).toEqual([1, 2]);
    expect(first.fields.map((field) => field.key)).not.toContain('suggestie');
    expect(second.fields.find((field) => field.key === 'suggestie')?.answered).toBe(1);

    await screen.goto(`${origin()}/admin/forms/${formGuid}/2/dashboard`, {
      waitUntil: 'networkidle',
    });
    await main(screen)
      .getByRole('heading', { level: 1, name: 'Dashboard van ‘Buurtpeiling’, versie 2' })
      .waitFor();
    await main(screen).getByText('Ingevuld in 1 van de 2 inzendingen', { exact: false }).waitFor();
    expect(await axeViolations(screen)).toEqual([]);
    await screen.goto(`${origin()}/admin/forms/${formGuid}/1/dashboard`, {
      waitUntil: 'networkidle',
    });
    await main(screen)
      .getByRole('heading', { level: 1, name: 'Dashboard van ‘Buurtpeiling’, versie 1' })
      .waitFor();
    expect(await main(screen).getByText('Suggestie').count()).toBe(0);
  }, 120_000);

  it('publishes an approved submission as an item of a list on the site', async () => {
    const listPage = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
      name: 'ideeen',
      title: 'Ideeën uit de buurt',
      layout: '100',
    });
    await callApi(admin, origin(), 'POST', `/api/pages/${listPage.guid}/blocks`, {
      buildingBlock: 'list',
      layoutPosition: 'main',
      content: { title: 'Ideeën' },
    });
    await callApi(admin, origin(), 'POST', `/api/pages/${listPage.guid}/published`, {
      isPublished: true,
    });

    await screen.goto(`${origin()}/admin/forms/view/${formGuid}`, { waitUntil: 'networkidle' });
    await main(screen).getByLabel('Goedgekeurde inzendingen publiceren').check();
    await main(screen)
      .getByLabel('Lijst', { exact: true })
      .selectOption({ label: 'Ideeën op ‘Ideeën uit de buurt’' });
    await main(screen).getByLabel('Titel van het item').selectOption({ label: 'Naam' });
    const shown = main(screen).getByRole('group', { name: /^Antwoorden die op de site komen/ });
    await shown.getByLabel('Vervoer').check();
    await shown.getByLabel('Suggestie').check();
    expect(await axeViolations(screen)).toEqual([]);
    await main(screen).getByRole('button', { name: 'Instellingen opslaan' }).click();
    await expect
      .poll(async () => (await savedForm()).publication?.shownFields)
      .toEqual(['vervoer', 'suggestie']);

    await screen.goto(`${origin()}/admin/forms/${formGuid}?version=2`, {
      waitUntil: 'networkidle',
    });
    await main(screen).getByRole('table').getByRole('link').first().click();
    await screen.waitForURL((url) => url.pathname.split('/').length === 5);
    // A client-side navigation lands focus on the new screen's heading, as a page load would.
    await expect.poll(() => screen.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const onSite = main(screen).getByRole('region', { name: 'Op de site' });
    await onSite.getByRole('button', { name: 'Goedkeuren en publiceren' }).click();
    await onSite.getByText('Deze inzending staat op de site.').waitFor();
    expect(await axeViolations(screen)).toEqual([]);
    await onSite.getByRole('link', { name: 'Bekijk het item' }).click();
    await screen.waitForURL(/\/ideeen\/i\//);
    await main(screen).getByRole('heading', { level: 1, name: 'Bo de Vries' }).waitFor();
    await main(screen).getByText('Fiets').waitFor();

    // Visitors find it in the list, and never the answers that were not chosen.
    const person = await visitor();
    await person.goto(`${origin()}/ideeen`, { waitUntil: 'networkidle' });
    await main(person).getByRole('link', { name: 'Bo de Vries' }).first().click();
    await person.waitForURL(/\/ideeen\/i\//);
    await main(person).getByText('Fiets').waitFor();
    expect(await main(person).getByText('42').count()).toBe(0);
    expect(await axeViolations(person)).toEqual([]);
    await person.context().close();
  }, 120_000);
});

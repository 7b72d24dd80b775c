import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormSubmissionDetail } from '@plein/api-client';
import { emptyFormField, isGuid } from '@plein/validation';
import type { FormContent, FormField } from '@plein/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, publishFormOnPage, signInThroughApi } from './api-session';
import { axeViolations, consentCookie, visitorContext, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

// A visitor sends a photo with a form: with script (uploaded at once, previewed, then submitted)
// and without (posted multipart with the form). The receipt and the administrator's submission
// screen show it; the image itself stays private to them.

/** The bit of sharp these tests use (sharp is the image service's dependency, not the web app's). */
interface SharpImage {
  png: () => SharpImage;
  jpeg: (options?: { quality?: number }) => SharpImage;
  toFile: (path: string) => Promise<unknown>;
  metadata: () => Promise<{ width?: number; height?: number }>;
}
type Sharp = (
  input: Buffer,
  options?: { raw: { width: number; height: number; channels: 3 } },
) => SharpImage;
const sharp = createRequire(
  createRequire(import.meta.url).resolve('@plein/image-service/package.json'),
)('sharp') as Sharp;

const { origin, browser } = platformForTests(seededAdmin.password);
const pageName = 'fotomelding';

const field = (
  type: FormField['type'],
  key: string,
  extra: Partial<FormField> = {},
): FormField => ({ ...emptyFormField(type, key), ...extra });

const content: FormContent = {
  title: { nl: 'Meld met een foto', en: 'Report with a photo' },
  introduction: { nl: 'Laat ons zien wat er aan de hand is.', en: 'Show us what is wrong.' },
  confirmation: { nl: 'Bedankt voor je foto.', en: 'Thank you for your photo.' },
  fields: [
    field('shortText', 'naam', { label: { nl: 'Naam', en: 'Name' }, required: true }),
    field('image', 'foto', {
      label: { nl: 'Foto', en: 'Photo' },
      help: { nl: 'Bijvoorbeeld van de kapotte lamp.', en: 'Of the broken lamp, say.' },
      required: true,
    }),
  ],
};

let folder: string;
let pngFile: string;
let jpegFile: string;
let admin: BrowserContext;
let formGuid: string;

/** A real image of `width` x `height` (a gradient with noise, like a photo), written by sharp. */
async function photo(file: string, width: number, height: number, format: 'png' | 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width;
    const y = Math.floor(at / 3 / width);
    pixels[at] = (x * 255) / width;
    pixels[at + 1] = (y * 255) / height;
    pixels[at + 2] = Math.floor(Math.random() * 256);
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  await (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toFile(file);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'plein-form-images-'));
  pngFile = join(folder, 'lamp.png');
  jpegFile = join(folder, 'stoep.jpg');
  await Promise.all([photo(pngFile, 800, 600, 'png'), photo(jpegFile, 1200, 900, 'jpeg')]);

  admin = await visitorContext(browser(), origin(), { bypassCSP: true });
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  formGuid = await publishFormOnPage(admin, origin(), content, {
    name: pageName,
    title: 'Fotomelding',
  });
}, 120_000);
afterAll(async () => {
  await admin?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** An anonymous Dutch visitor who answered the cookie question; axe allowed. */
async function visitor({ javaScriptEnabled = true } = {}): Promise<Page> {
  const context = await browser().newContext({
    javaScriptEnabled,
    bypassCSP: true,
    locale: 'nl-NL',
    userAgent: visitorUserAgent,
  });
  await context.addCookies([consentCookie(origin())]);
  return context.newPage();
}

/** The natural width of an <img>: 0 until its source answered with an image. */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

/** The API hands out guids in lower case. */
const expectLowerCaseGuid = (value: string) => {
  expect(isGuid(value)).toBe(true);
  expect(value).toBe(value.toLowerCase());
};

const receiptGuid = (page: Page) =>
  /\/submission\/([\w-]+)/.exec(new URL(page.url()).pathname)?.[1] ?? '';

/** Guids of the submission sent with script (the administrator's test looks at it). */
const sent = { submission: '', image: '' };

describe('an image field of a form', () => {
  it('with JavaScript: uploads at once with a preview, and the receipt shows the image to its holder only', async () => {
    const page = await visitor();
    await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Meld met een foto' }).waitFor();
    await main.getByLabel('Naam').fill('Ada Lovelace');
    await main.getByLabel('Foto (verplicht)', { exact: true }).setInputFiles(pngFile);

    // The upload went at once: a preview of the chosen file, its status, a way to remove it,
    // and the guid of the upload in the form's hidden answer.
    const preview = main.getByRole('img', { name: 'Voorbeeld van de gekozen afbeelding' });
    await expect.poll(() => loaded(preview)).toBe(800);
    await main.getByRole('status').getByText('De afbeelding is toegevoegd.').waitFor();
    await main.getByRole('button', { name: 'Afbeelding weghalen' }).waitFor();
    const imageGuid = await main.locator('input[type="hidden"][name="foto"]').inputValue();
    expectLowerCaseGuid(imageGuid);

    await main.getByRole('button', { name: 'Versturen' }).click();
    await main.getByText('Bedankt voor je foto.').waitFor();
    await main.getByRole('link', { name: 'Bekijk wat je hebt verstuurd' }).click();
    await page.waitForURL(/\/submission\//);
    const submissionGuid = receiptGuid(page);
    await page.getByRole('heading', { name: 'Je inzending: Meld met een foto' }).waitFor();
    await page.getByText('Ada Lovelace').waitFor();
    const thumbnail = page.getByRole('img', { name: 'De afbeelding bij ‘Foto’' });
    await expect.poll(() => loaded(thumbnail)).toBe(320);
    expect(await thumbnail.getAttribute('src')).toBe(
      `/a/${imageGuid}?width=320&submission=${submissionGuid}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The receipt's link to the larger image answers its holder, never from a shared cache.
    const larger = page.getByRole('link', { name: 'Grotere afbeelding bij ‘Foto’' });
    const href = (await larger.getAttribute('href')) ?? '';
    expect(href).toBe(`/a/${imageGuid}?width=1600&submission=${submissionGuid}`);
    const image = await page.request.get(`${origin()}${href}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(image.headers()['cache-control']).toBe('private, no-store');
    const shown = await sharp(await image.body()).metadata();
    expect([shown.width, shown.height]).toEqual([800, 600]);

    // Without the receipt's guid the image is not there: not for the visitor, not for another.
    expect((await page.request.get(`${origin()}/a/${imageGuid}`)).status()).toBe(404);
    const stranger = await visitor();
    for (const path of [`/a/${imageGuid}`, `/a/${imageGuid}?width=320`]) {
      expect((await stranger.request.get(`${origin()}${path}`)).status()).toBe(404);
    }
    await stranger.context().close();
    await page.context().close();
    Object.assign(sent, { submission: submissionGuid, image: imageGuid });
  }, 60_000);

  it('shows the administrator the thumbnail on the submission screen', async () => {
    expectLowerCaseGuid(sent.submission);
    const screen = await admin.newPage();
    await screen.goto(`${origin()}/admin/forms/${formGuid}/${sent.submission}`, {
      waitUntil: 'networkidle',
    });
    await acceptTermsIfAsked(screen);
    const main = screen.getByRole('main');
    await main.getByText('Ada Lovelace').waitFor();
    const thumbnail = main.getByRole('img', { name: 'De afbeelding bij ‘Foto’' });
    await expect.poll(() => loaded(thumbnail)).toBe(320);
    expect(await thumbnail.getAttribute('src')).toBe(`/a/${sent.image}?width=320`);
    expect(await axeViolations(screen)).toEqual([]);
    await screen.close();
  }, 60_000);

  it('without JavaScript: posts the file with the form, and the submission keeps the image', async () => {
    const page = await visitor({ javaScriptEnabled: false });
    await page.goto(`${origin()}/${pageName}`);
    const main = page.getByRole('main');
    expect(await main.locator('form').getAttribute('enctype')).toBe('multipart/form-data');
    await main.getByLabel('Naam').fill('Grace Hopper');
    await main.getByLabel('Foto (verplicht)', { exact: true }).setInputFiles(jpegFile);
    await main.getByRole('button', { name: 'Versturen' }).click();
    await page.waitForURL(/\/submission\//);
    await page.getByText('Grace Hopper').waitFor();
    const submissionGuid = receiptGuid(page);
    const thumbnail = page.getByRole('img', { name: 'De afbeelding bij ‘Foto’' });
    await expect.poll(() => loaded(thumbnail)).toBe(320);
    await page.context().close();

    // Stored: the answer names an upload of the form, which the administrator sees whole.
    const stored = await callApi<FormSubmissionDetail>(
      admin,
      origin(),
      'GET',
      `/api/admin/forms/${formGuid}/submissions/${submissionGuid}`,
    );
    expect(stored.answers.naam).toBe('Grace Hopper');
    const imageGuid = String(stored.answers.foto);
    expectLowerCaseGuid(imageGuid);
    expect(imageGuid).not.toBe(sent.image);
    const image = await admin.request.get(`${origin()}/a/${imageGuid}`);
    expect(image.status()).toBe(200);
    const shown = await sharp(await image.body()).metadata();
    expect([shown.width, shown.height]).toEqual([1200, 900]);
  }, 60_000);

  it('is labelled and works from the keyboard: choose, hear it was added, remove', async () => {
    const page = await visitor();
    // Listened for from the start: the browser intercepts file choosers only once asked to, and
    // asking at the key press races it (puppeteer/puppeteer#6040).
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 0 });
    chooserOpened.catch(() => undefined); // read below; a failure before then is the test's own
    await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    // The file input's accessible name is its label, with the required marker.
    const input = main.getByLabel('Foto (verplicht)', { exact: true });
    expect(await input.getAttribute('type')).toBe('file');
    expect(await input.getAttribute('aria-describedby')).toContain('-description');
    expect(await axeViolations(page)).toEqual([]);

    // Tab from the name reaches the file input; Space opens the file chooser.
    await main.getByLabel('Naam').fill('Alan Turing');
    await page.keyboard.press('Tab');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    const chooser = await chooserOpened;
    await chooser.setFiles(pngFile);
    const status = main.getByRole('status').filter({ hasText: /afbeelding/ });
    await status.getByText('De afbeelding is toegevoegd.').waitFor();
    await expect
      .poll(() => loaded(main.getByRole('img', { name: 'Voorbeeld van de gekozen afbeelding' })))
      .toBe(800);
    expect(await axeViolations(page)).toEqual([]);

    // The next Tab stop is the button that removes it; Enter removes it and focus goes back.
    await page.keyboard.press('Tab');
    const remove = main.getByRole('button', { name: 'Afbeelding weghalen' });
    expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await status.getByText('De afbeelding is weggehaald.').waitFor();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await main.getByRole('img').count()).toBe(0);
    expect(await main.locator('input[type="hidden"][name="foto"]').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);
});

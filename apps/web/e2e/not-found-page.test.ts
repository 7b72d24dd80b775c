import { describe, expect, it } from 'vitest';
import { seededAdmin } from './admin-session';
import { axeViolations } from './browser-helpers';
import { platformForTests } from './test-platform';

// Issue 16: the designed not-found page in Chromium, on a phone and a desktop, in both languages.
const { origin, person } = platformForTests(seededAdmin.password);

const views = [
  { language: 'nl', heading: 'Pagina niet gevonden', search: 'Waar was u naar op zoek?' },
  { language: 'en', heading: 'Page not found', search: 'What were you looking for?' },
] as const;

describe('the not-found page', () => {
  it('fits 375 and 1440 px in nl and en, axe clean, and its search finds on the site', async () => {
    const page = await person();
    for (const view of views) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const answer = await page.goto(`${origin()}/bestaat-niet?lang=${view.language}`);
        expect(answer?.status()).toBe(404);
        const main = page.getByRole('main');
        expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(view.heading);
        await main.getByRole('searchbox', { name: view.search }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ language: view.language, width, overflow }).toEqual({
          language: view.language,
          width,
          overflow: 0,
        });
      }
    }
    // A GET form to /search (it needs no script): the search page of the words typed.
    await page.goto(`${origin()}/bestaat-niet?lang=nl`);
    await page.getByRole('searchbox', { name: 'Waar was u naar op zoek?' }).fill('plein');
    await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('plein');
  });
});

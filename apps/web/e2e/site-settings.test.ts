import type { MenuItem, MenuItemInput, Page as ApiPage } from '@plein/api-client';
import { topLevelMenuName } from '@plein/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin } from './admin-session';
import { axeViolations } from './browser-helpers';
import { adminFetchSession } from './fetch-session';
import { platformForTests } from './test-platform';

// The display settings of spec section 3 as an anonymous visitor gets them: server-rendered
// HTML (through the HTML cache, which every settings, page and menu write drops).
const { origin, person } = platformForTests(seededAdmin.password);

let admin: Awaited<ReturnType<typeof adminFetchSession>>;
const menuPath = `/api/menus:withName?name=${encodeURIComponent(topLevelMenuName)}`;

async function expectOk(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

async function setSettings(values: Record<string, unknown>) {
  await expectOk(
    await admin.send(
      'PUT',
      '/api/platformsettingvalues',
      Object.entries(values).map(([key, value]) => ({ key, value })),
    ),
  );
}

/** A published page at `/{name}` with one text block and the given display options. */
async function publishedPage(name: string, options: Record<string, string> = {}) {
  const page = (await (
    await expectOk(
      await admin.send('POST', '/api/pages', {
        name,
        title: `Pagina ${name}`,
        layout: '100',
        options: Object.entries(options).map(([option, value]) => ({ name: option, value })),
      }),
    )
  ).json()) as ApiPage;
  await expectOk(
    await admin.send('POST', `/api/pages/${page.guid}/blocks`, {
      buildingBlock: 'rich-text',
      layoutPosition: 'main',
      content: { html: `<p>Tekst van ${name}.</p>` },
    }),
  );
  await expectOk(
    await admin.send('POST', `/api/pages/${page.guid}/published`, { isPublished: true }),
  );
  return page;
}

/** The demo menu with `Over ons` getting a child `Team` that shows a page. */
async function nestTeamUnderAbout(teamPageGuid: string) {
  const current = (await (await fetch(`${origin()}${menuPath}`)).json()) as MenuItem[];
  const input = (items: MenuItem[]): MenuItemInput[] =>
    items.map((item) => ({
      guid: item.guid,
      name: item.name,
      urlSegment: item.urlSegment,
      pageGuid: item.pageGuid,
      externalUrl: item.externalUrl,
      relatedMenuItems: [
        ...input(item.relatedMenuItems),
        ...(item.urlSegment === 'over-ons'
          ? [
              {
                name: 'Team',
                urlSegment: 'team',
                pageGuid: teamPageGuid,
                externalUrl: null,
                relatedMenuItems: [],
              },
            ]
          : []),
      ],
    }));
  await expectOk(await admin.send('PUT', menuPath, input(current)));
}

const html = async (path: string) => {
  const response = await fetch(`${origin()}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const hasHeader = (page: string) => page.includes('class="plein-shell__header"');
const hasFooter = (page: string) => page.includes('class="plein-shell__footer"');
const breadcrumbs = (page: string) =>
  /<nav aria-label="Kruimelpad"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? null;
const texts = (fragment: string) =>
  [
    ...fragment.matchAll(/<(?:a|span)[^>]*class="plein-breadcrumbs__(?:link|text)"[^>]*>([^<]*)</g),
  ].map((match) => match[1]);

beforeAll(async () => {
  admin = await adminFetchSession(origin());
  const team = await publishedPage('team-e2e');
  await nestTeamUnderAbout(team.guid);
  await publishedPage('eigen-keuze-e2e', {
    showHeader: 'true',
    showFooter: 'true',
    showBreadcrumbs: 'false',
  });
  await publishedPage('standaard-e2e');
});

describe('the display settings of a site', () => {
  it('shows header and footer as the site says by default, and as a page chooses', async () => {
    expect(hasHeader(await html('/standaard-e2e'))).toBe(true);
    expect(hasFooter(await html('/standaard-e2e'))).toBe(true);

    await setSettings({ showHeaderByDefault: false, showFooterByDefault: false });
    const plain = await html('/standaard-e2e');
    expect(hasHeader(plain)).toBe(false);
    expect(hasFooter(plain)).toBe(false);
    const own = await html('/eigen-keuze-e2e');
    expect(hasHeader(own)).toBe(true);
    expect(hasFooter(own)).toBe(true);

    // Off for the whole site: no page brings them back.
    await setSettings({ showHeader: false, showFooter: false });
    const off = await html('/eigen-keuze-e2e');
    expect(hasHeader(off)).toBe(false);
    expect(hasFooter(off)).toBe(false);

    await setSettings({
      showHeader: true,
      showFooter: true,
      showHeaderByDefault: true,
      showFooterByDefault: true,
    });
    expect(hasHeader(await html('/standaard-e2e'))).toBe(true);
  });

  it('shows breadcrumbs from the menu on content pages when the site or the page asks', async () => {
    await setSettings({ showBreadcrumbsByDefault: false });
    expect(breadcrumbs(await html('/over-ons/team'))).toBeNull();
    await setSettings({ showBreadcrumbsByDefault: true });
    const trail = breadcrumbs(await html('/over-ons/team'));
    expect(trail).not.toBeNull();
    expect(texts(trail!)).toEqual(['Home', 'Over ons', 'Team']);
    expect(trail).toContain('href="/over-ons"');
    expect(trail).toMatch(/aria-current="page"[^>]*>Team</);
    // Not on the home page, not on a page that says no, not on the search screen.
    expect(breadcrumbs(await html('/'))).toBeNull();
    expect(breadcrumbs(await html('/eigen-keuze-e2e'))).toBeNull();
    expect(breadcrumbs(await html('/search?q=haven'))).toBeNull();
    // A page outside the menu is named by its title.
    expect(texts(breadcrumbs(await html('/standaard-e2e'))!)).toEqual([
      'Home',
      'Pagina standaard-e2e',
    ]);
  });

  it('ends the breadcrumbs of a list item in the item, and marks its section in the menu', async () => {
    const news = `http://127.0.0.1:${new URL(origin()).port}`;
    const newsAdmin = await adminFetchSession(news);
    await expectOk(
      await newsAdmin.send('PUT', '/api/platformsettingvalues', [
        { key: 'showBreadcrumbsByDefault', value: true },
      ]),
    );
    const list = await (await fetch(`${news}/nieuws`)).text();
    const itemHref = /href="(\/nieuws\/i\/[^"]+)"/.exec(list)?.[1];
    expect(itemHref).toBeDefined();
    const item = await (await fetch(`${news}${itemHref}`)).text();
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(item)?.[1];
    expect(texts(breadcrumbs(item)!)).toEqual(['Home', 'Nieuws', title]);
    expect(item).toMatch(
      /<a[^>]*href="\/nieuws"[^>]*aria-current="true"|<a[^>]*aria-current="true"[^>]*href="\/nieuws"/,
    );
  });

  it('lists a section’s pages under the header instead of in submenus when submenus are off', async () => {
    const submenuButton = 'Submenu van Over ons openen';
    expect(await html('/')).toContain(submenuButton);
    await setSettings({ showSubMenu: false });
    const home = await html('/');
    expect(home).not.toContain(submenuButton);
    expect(home).not.toContain('aria-label="Submenu"');
    const team = await html('/over-ons/team');
    const section = /<nav aria-label="Submenu"[^>]*>([\s\S]*?)<\/nav>/.exec(team)?.[1];
    expect(section).toMatch(
      /href="\/over-ons\/team"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/over-ons\/team"/,
    );
    expect(team).toMatch(
      /href="\/over-ons"[^>]*aria-current="true"|aria-current="true"[^>]*href="\/over-ons"/,
    );

    // In the browser: nothing axe finds, and nothing wider than a phone's screen.
    const page = await person();
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin()}/over-ons/team`, { waitUntil: 'networkidle' });
      await page.getByRole('navigation', { name: 'Kruimelpad' }).waitFor();
      await page.getByRole('navigation', { name: 'Submenu' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await setSettings({ showSubMenu: true });
  });

  it('offers translation only when the site allows it, and loads nothing from the service until asked', async () => {
    const translateLink = /href="https:\/\/translate\.google\.com\/translate\?([^"]+)"/;
    expect(await html('/over-ons')).not.toMatch(translateLink);
    await setSettings({ showAutoTranslate: true });
    const page = await html('/over-ons');
    const query = new URLSearchParams(translateLink.exec(page)![1]!.replaceAll('&amp;', '&'));
    // The page's own public address (the site's origin, never a request header).
    expect(query.get('u')).toBe(`${origin()}/over-ons`);
    expect(query.get('tl')).toBe('en');

    const visitor = await person();
    const elsewhere: string[] = [];
    visitor.on('request', (request) => {
      if (!request.url().startsWith(origin())) elsewhere.push(request.url());
    });
    await visitor.goto(`${origin()}/over-ons`, { waitUntil: 'networkidle' });
    const summary = visitor.getByText('Vertalen', { exact: true });
    await summary.focus();
    await visitor.keyboard.press('Enter');
    const german = visitor.getByRole('link', { name: /Deutsch/ });
    await german.waitFor();
    expect(await german.getAttribute('href')).toContain('tl=de');
    expect(await axeViolations(visitor)).toEqual([]);
    expect(elsewhere).toEqual([]);
    await setSettings({ showAutoTranslate: false });
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@plein/state-store';
import { App } from './app';

// A running Plein platform whose host name is a site with the demo content of "Havenstad
// Nieuws" (the platform's seed at 127.0.0.1): PLEIN_PLATFORM_URL=http://127.0.0.1:3000.
const platform = process.env.PLEIN_PLATFORM_URL;
if (!platform) throw new Error('Set PLEIN_PLATFORM_URL to a running Plein platform.');

function renderAt(path: string) {
  const store = makeStore({
    transport: { baseUrl: platform!, host: new URL(platform!).host, side: 'browser' },
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App store={store} imageBaseUrl={platform!} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the starter site', () => {
  it('shows the site name, its menu and the home page with its title as the one h1', async () => {
    renderAt('/');
    const home = await screen.findByRole('link', { name: 'Naar de startpagina' });
    expect(await within(home).findByText('Havenstad Nieuws')).toBeTruthy();
    const navigation = await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    const news = await within(navigation).findByRole('link', { name: 'Nieuws' });
    expect(news.getAttribute('href')).toBe('/nieuws');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('shows a list page with its items linking to their own pages, and pages through them', async () => {
    renderAt('/nieuws');
    const pagination = await screen.findByRole('navigation', { name: 'Paginering' });
    const itemLinks = screen
      .getAllByRole('link')
      .filter((link) => /^\/nieuws\/i\/[0-9a-f-]{36}\//.test(link.getAttribute('href') ?? ''));
    expect(itemLinks.length).toBeGreaterThan(0);
    const next = within(pagination).getByRole('link', { name: /Volgende/ });
    expect(next.getAttribute('href')).toMatch(/^\/nieuws\?/);
  });

  it('opens an item of a list on its own page, with its title as the h1 and a way back', async () => {
    renderAt('/nieuws');
    await screen.findByRole('navigation', { name: 'Paginering' });
    const first = screen
      .getAllByRole('link')
      .find((link) => /^\/nieuws\/i\//.test(link.getAttribute('href') ?? ''));
    const title = first!.textContent!.trim();
    fireEvent.click(first!);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de lijst' }).getAttribute('href')).toBe(
      '/nieuws',
    );
  });

  it('searches the site and links each result to where it lives', async () => {
    renderAt('/search?q=Havenstad');
    await screen.findByRole('heading', { level: 1, name: /Havenstad/ });
    const results = await within(screen.getByRole('main')).findAllByRole('listitem');
    const links = results.map((result) => within(result).getByRole('link').getAttribute('href'));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\//);
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
  });

  it('says so for a path no page lives at', async () => {
    renderAt('/bestaat-niet/echt-niet');
    expect((await screen.findByRole('alert')).textContent).toContain('Deze pagina bestaat niet');
  });
});

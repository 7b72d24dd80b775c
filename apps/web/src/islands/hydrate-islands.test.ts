// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserLog } from '../app/browser-log';
import { statistics, stopStatistics } from '../statistics/statistics-collector';
import { setBrowserValue, stubBeacon } from '../statistics/statistics-test-support';

// The web vitals need a real browser; here only what the page hands the browser log matters.
vi.mock('../app/browser-log', () => ({ createBrowserLog: vi.fn() }));

afterEach(() => stopStatistics());

describe('a page with islands', () => {
  it('counts its page view and reports its 404 without the single-page app', async () => {
    const beacon = stubBeacon();
    window.history.replaceState(null, '', '/oud/nieuws?utm=x');
    setBrowserValue(document, 'referrer', `${window.location.origin}/nieuws?page=2`);
    setBrowserValue(window, 'innerWidth', 800);
    document.documentElement.lang = 'en';
    // As the server renders it (and the HTML cache keeps it): the island's props, no markup.
    document.body.innerHTML = `<main><div class="plein-island" data-island="statistics"
      data-island-id="i0" data-island-props='{"event":"notFound","path":"/oud/nieuws"}'></div></main>`;

    await import('./hydrate-islands');
    const collector = statistics();
    expect(collector).not.toBeNull();
    expect(createBrowserLog).toHaveBeenCalledWith(expect.any(String), collector);

    await waitFor(() => {
      // Leaving the page sends what is queued.
      window.dispatchEvent(new Event('pagehide'));
      expect(beacon.events()).toEqual([
        {
          kind: 'pageview',
          path: '/oud/nieuws',
          referrer: null,
          entry: false,
          device: 'tablet',
          language: 'en',
        },
        { kind: 'notFound', path: '/oud/nieuws', referrer: '/nieuws' },
      ]);
    });
  });
});

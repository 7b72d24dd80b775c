import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * A desktop Chrome user agent. Headless Chromium names itself HeadlessChrome, which counts as a
 * bot (no dialogs, no timings), so visitors in the tests carry this one.
 */
export const visitorUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The consent cookie of a visitor who already chose (the consent dialog stays closed). */
export function consentCookie(url: string) {
  return {
    name: 'plein-consent',
    value: encodeURIComponent(
      JSON.stringify({ categories: ['required'], date: '2026-11-21T10:00:00.000Z' }),
    ),
    url,
  };
}

/**
 * A browser context of a person (desktop user agent, Dutch unless told) who already answered the
 * cookie question.
 */
export async function visitorContext(
  browser: Browser,
  origin: string,
  options: { locale?: string; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: options.locale ?? 'nl-NL',
    userAgent: visitorUserAgent,
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.addCookies([consentCookie(origin)]);
  return context;
}

/** The WCAG 2.2 A/AA violations axe finds on a page (needs a context with bypassCSP). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a dialog fading in has, for 300 ms, too little contrast. An
  // animation or transition cancelled meanwhile (a style changed, its element went) rejects
  // `finished`: it is at rest too.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/**
 * The calls every public page makes in the background: the log and statistics beacons. Tests
 * that count a page's API calls leave them out.
 */
export const isBeaconCall = (pathname: string): boolean =>
  pathname === '/api/log' || pathname === '/api/statistics/events';

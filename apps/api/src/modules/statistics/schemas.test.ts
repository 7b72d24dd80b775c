import type {
  NotFoundEvent,
  PageViewEvent,
  SiteSearchEvent,
  WebVitalEvent,
} from '@plein/api-client';
import type { InferType } from 'yup';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { notFoundSchema, pageViewSchema, siteSearchSchema, webVitalSchema } from './schemas';
import { parseStatisticsBatch } from './schemas';

describe('the statistics batch', () => {
  it('is checked by schemas of exactly the contract’s event types', () => {
    expectTypeOf<InferType<typeof pageViewSchema>>().toEqualTypeOf<PageViewEvent>();
    expectTypeOf<InferType<typeof webVitalSchema>>().toEqualTypeOf<WebVitalEvent>();
    expectTypeOf<InferType<typeof siteSearchSchema>>().toEqualTypeOf<SiteSearchEvent>();
    expectTypeOf<InferType<typeof notFoundSchema>>().toEqualTypeOf<NotFoundEvent>();
  });

  it('takes each kind of event', () => {
    const batch = [
      {
        kind: 'pageview',
        path: '/nieuws',
        referrer: 'duckduckgo.com',
        entry: true,
        device: 'mobile',
        language: 'nl',
      },
      { kind: 'vital', path: '/nieuws', name: 'LCP', value: 1234.5 },
      { kind: 'search', path: '/zoeken', query: 'fietsen', results: 0 },
      { kind: 'notFound', path: '/oud', referrer: '/nieuws' },
    ];
    expect(parseStatisticsBatch(batch)).toEqual(batch);
  });

  it('refuses what is not an event, naming where, and paths with a query', () => {
    const refused = (body: unknown) => {
      try {
        parseStatisticsBatch(body);
      } catch (error) {
        return error as { status: number; details?: { problems: string[] } };
      }
      throw new Error('accepted');
    };
    expect(refused([]).status).toBe(400);
    expect(refused({}).status).toBe(400);
    expect(
      refused(
        Array.from({ length: 51 }, () => ({ kind: 'vital', path: '/', name: 'CLS', value: 0 })),
      ).status,
    ).toBe(400);
    const problems = refused([
      { kind: 'vital', path: '/', name: 'CLS', value: 0 },
      {
        kind: 'pageview',
        path: '/zoeken?q=mijn+naam',
        referrer: null,
        entry: false,
        device: 'desktop',
        language: 'nl',
      },
      { kind: 'click', path: '/' },
      {
        kind: 'pageview',
        path: '/',
        referrer: 'https://example.org/page',
        entry: true,
        device: 'tv',
        language: 'nl',
        ip: '1.2.3.4',
      },
    ]).details!.problems;
    expect(problems.join('\n')).toMatch(/\[1\] path must be a path without query/);
    expect(problems.join('\n')).toMatch(/\[2\]\.kind must be one of/);
    expect(problems.join('\n')).toMatch(/\[3\] referrer must be a host name/);
    expect(problems.join('\n')).toMatch(/\[3\] device must be one of/);
    expect(problems.some((problem) => problem.startsWith('[0]'))).toBe(false);
  });
});

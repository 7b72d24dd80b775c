import { maxSearchPage } from '@plein/api-client';
import type { ApiErrorBody, SearchResponse } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { searchCandidates } from '../src/modules/search/search-candidates';
import type { Tenant } from '../src/modules/platforms/repository';
import { addItems, daysFromNow, itemInput, noCache, pageWithList } from './helpers/list-fixtures';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demo: Tenant;

const search = async (query: string, host = 'localhost') => {
  const res = await request(app).get(`/api/search?${query}`).set('Host', host);
  expect(res.status, res.text).toBe(200);
  return res.body as SearchResponse;
};
const titles = (answer: SearchResponse) => answer.results.map((r) => r.title);

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  demo = (await createPlatformsRepository(db.knex).findByHost('localhost'))!;
  const { blockId } = await pageWithList(db.knex, demo, 'zoeklijst');
  await addItems(db.knex, demo, blockId, [
    itemInput('Een tweedehands fiets', 1, { metadata: { description: 'Rood, met bel.' } }),
    itemInput('Geheime fietsroute', 1, { isPublished: false }),
    itemInput('Verlopen fietsactie', 1, { metadata: { periodEnd: daysFromNow(-1) } }),
    itemInput('Scheduled runners meeting', 1, { language: 'en' }),
    itemInput('Tekens <script>alert(1)</script> & zo', 1, {
      metadata: { description: 'Over <b>vette</b> tekens & zo' },
    }),
  ]);
  const draft = await pageWithList(db.knex, demo, 'conceptzoek', { isPublished: false });
  await addItems(db.knex, demo, draft.blockId, [itemInput('Fietsen op een conceptpagina', 1)]);
  for (let i = 1; i <= 12; i += 1) {
    await addItems(db.knex, demo, blockId, [itemInput(`Kraammarkt nummer ${i}`, i)]);
  }
  app = testApp(db, { cache: noCache }).app;
});
afterAll(() => db.close());

describe('GET /api/search', () => {
  it('finds Dutch words by their stem: fietsen finds fiets and fietsen', async () => {
    const answer = await search('q=fietsen');
    expect(answer.fuzzy).toBe(false);
    expect(titles(answer)).toEqual(
      expect.arrayContaining(['Een tweedehands fiets', 'Fietsen naar de Plein-meetup']),
    );
    const fiets = answer.results.find((r) => r.title === 'Een tweedehands fiets')!;
    expect(fiets).toMatchObject({
      kind: 'listItem',
      pageName: 'zoeklijst',
      pageTitle: 'zoeklijst',
      language: 'nl',
    });
    expect(fiets.shortId).toMatch(/^[0-9a-z]+$/);
    expect(fiets.pageGuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finds English words by their stem: runs finds running and runners', async () => {
    const answer = await search('q=runs&lang=en');
    expect(titles(answer)).toEqual(
      expect.arrayContaining(['Running a site for a whole city', 'Scheduled runners meeting']),
    );
  });

  it('finds partial words and, through similar words, typos', async () => {
    expect(titles(await search('q=toegankel'))).toContain('Toegankelijk volgens WCAG 2.1 AA');
    const typo = await search('q=tweedehnds');
    expect(typo.fuzzy).toBe(true);
    expect(titles(typo)).toContain('Een tweedehands fiets');
  });

  it('finds a swapped or missing letter through the closest words of the site (31.22)', async () => {
    // One or two edits away, with too few trigrams in common to count as similar.
    const swapped = await search('q=Plien');
    expect(swapped.fuzzy).toBe(true);
    expect(swapped.results.length).toBeGreaterThan(0);
    expect(swapped.results.map((r) => r.snippet).join(' ')).toMatch(/<mark>Plein<\/mark>/i);
    const misspelt = await search('q=berigten');
    expect(misspelt.fuzzy).toBe(true);
    expect(misspelt.results.map((r) => r.snippet).join(' ')).toMatch(/<mark>berichten<\/mark>/i);
    // A correct word beside the typo keeps its place; a word far from every word finds nothing.
    expect((await search('q=fiets%20tweedehnads')).results.length).toBeGreaterThan(0);
    expect((await search('q=qwxzvk')).results).toEqual([]);
  });

  it('finds published pages by their block text, with the page name', async () => {
    const answer = await search('q=kwartaal', '127.0.0.1');
    const kinds = answer.results.map((r) => `${r.kind}:${r.pageName}`);
    expect(kinds).toEqual(expect.arrayContaining(['page:nieuws', 'listItem:nieuws']));
    const page = answer.results.find((r) => r.kind === 'page')!;
    expect(page.title).toBe('Nieuws');
    expect(page.snippet).toContain('<mark>kwartaal</mark>');
  });

  it('hides unpublished, expired and draft-page items and other tenants’ content', async () => {
    const answer = await search('q=fiets');
    expect(titles(answer)).not.toEqual(expect.arrayContaining(['Geheime fietsroute']));
    for (const hidden of [
      'Geheime fietsroute',
      'Verlopen fietsactie',
      'Fietsen op een conceptpagina',
    ]) {
      expect(titles(answer)).not.toContain(hidden);
    }
    expect(titles(answer)).not.toContain('Nieuwe fietsbrug over de Binnenhaven geopend');
    const haven = await search('q=fietsbrug', '127.0.0.1');
    expect(titles(haven)).toEqual(['Nieuwe fietsbrug over de Binnenhaven geopend']);
    const other = await search('q=havenfeest');
    expect(titles(other)).not.toContain('Havenfeest trekt duizenden bezoekers');
  });

  it('marks matches in an escaped snippet', async () => {
    const answer = await search('q=vette');
    const hit = answer.results.find((r) => r.title.startsWith('Tekens'))!;
    expect(hit.snippet).toContain('<mark>vette</mark>');
    expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('pages through results', async () => {
    const first = await search('q=kraammarkt');
    // Twelve in all, told on every page (the statistics count a search by it).
    expect(first).toMatchObject({ page: 1, pageSize: 10, hasMore: true, total: 12 });
    expect(first.results).toHaveLength(10);
    const second = await search('q=kraammarkt&page=2');
    expect(second.results).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(second.total).toBe(12);
    const seen = new Set(first.results.map((r) => r.guid));
    expect(second.results.some((r) => seen.has(r.guid))).toBe(false);
  });

  it('ranks the newest matches when a word matches more than every page can show', async () => {
    const { blockId } = await pageWithList(db.knex, demo, 'zoekarchief');
    // Older than every candidate: its title says "zeilboot" twice and would outrank them all.
    await addItems(db.knex, demo, blockId, [
      itemInput('Zeilboot zeilboot', 400, { metadata: { description: 'zeilboot' } }),
    ]);
    await addItems(
      db.knex,
      demo,
      blockId,
      Array.from({ length: searchCandidates }, (_, i) =>
        itemInput(`Bericht ${i} over een zeilboot`, 1 + i / 1000),
      ),
    );
    const first = await search('q=zeilboot');
    expect(first.results).toHaveLength(10);
    expect(titles(first)).not.toContain('Zeilboot zeilboot');
    const last = await search(`q=zeilboot&page=${maxSearchPage}`);
    expect(last.results).toHaveLength(10);
    expect(last.hasMore).toBe(false);
    expect(titles(last)).not.toContain('Zeilboot zeilboot');
    // A rarer word of the same old item still finds it: the cap only bites on common words.
    await addItems(db.knex, demo, blockId, [itemInput('Zeilboot zeilwedstrijd', 400)]);
    expect(titles(await search('q=zeilwedstrijd'))).toEqual(['Zeilboot zeilwedstrijd']);
  });

  it('answers no results for stop words only', async () => {
    const answer = await search('q=de%20het');
    expect(answer.results).toEqual([]);
  });

  it.each([['q='], [''], ['q=a&page=0'], ['q=a&page=51'], ['q=a&lang=de'], ['q=a&x=1']])(
    'refuses %s with 400 invalid_query',
    async (query) => {
      const res = await request(app).get(`/api/search?${query}`).set('Host', 'localhost');
      expect(res.status).toBe(400);
      expect((res.body as ApiErrorBody).error.code).toBe('invalid_query');
    },
  );
});

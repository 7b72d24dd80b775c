import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { languageCookieName } from '@plein/api-client';
import { visitorOf } from './visitor';

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as IncomingMessage;

describe('visitorOf', () => {
  it('says the language was chosen for ?lang= or the session cookie, not for the browser', () => {
    expect(visitorOf(request('/?lang=en'))).toMatchObject({
      language: 'en',
      languageChosen: true,
    });
    expect(visitorOf(request('/', { cookie: `${languageCookieName}=en` }))).toMatchObject({
      language: 'en',
      languageChosen: true,
    });
    expect(visitorOf(request('/', { 'accept-language': 'en-GB,en;q=0.9' }))).toMatchObject({
      language: 'en',
      languageChosen: false,
    });
    expect(visitorOf(request('/?lang=xx')).languageChosen).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { listFeedPath, movesToPrimaryDomain } from './site-address';

describe('the primary domain rule', () => {
  it('moves other host names of a site with a primary domain, and nothing else', () => {
    expect(movesToPrimaryDomain('plein.example', 'www.plein.example')).toBe(true);
    expect(movesToPrimaryDomain('WWW.plein.example', 'www.plein.example')).toBe(false);
    expect(movesToPrimaryDomain('plein.example', '')).toBe(false);
  });
});

describe('the address of a list feed', () => {
  it('is one path per block at the site root', () => {
    expect(listFeedPath('a1b2')).toBe('/feeds/a1b2.atom');
  });
});

import { describe, expect, it } from 'vitest';
import { proxy } from '../vite.config';

/** Vite's rule: a key starting with `^` is a pattern, any other a prefix. */
const proxied = (path: string) =>
  Object.keys(proxy).some((key) =>
    key.startsWith('^') ? new RegExp(key).test(path) : path.startsWith(key),
  );

describe('the dev and preview proxy', () => {
  it("sends the platform's API and image paths to the platform", () => {
    expect(proxied('/api/page/home')).toBe(true);
    expect(proxied('/a/2b449430-c8e5-46fb-b851-7912812f244c?width=600')).toBe(true);
  });

  it("keeps the build's own assets and pages here", () => {
    expect(proxied('/assets/index-D1fhL2wD.js')).toBe(false);
    expect(proxied('/about')).toBe(false);
    expect(proxied('/')).toBe(false);
  });
});

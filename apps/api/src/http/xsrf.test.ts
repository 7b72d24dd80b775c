import { describe, expect, it } from 'vitest';
import { anonymousXsrfCookie, newXsrfToken } from './xsrf';

describe('anonymousXsrfCookie', () => {
  it('issues a fresh token to a visitor who has none, as the API names and marks it', () => {
    const line = anonymousXsrfCookie(undefined, false);
    expect(line).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
    expect(anonymousXsrfCookie(undefined, false)).not.toBe(line);
    expect(anonymousXsrfCookie('a=1', true)).toMatch(
      /^__Host-XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax; Secure$/,
    );
  });

  it('leaves a well-formed token alone and replaces a malformed one', () => {
    const token = newXsrfToken();
    expect(anonymousXsrfCookie(`XSRF-TOKEN=${token}`, false)).toBeNull();
    expect(anonymousXsrfCookie('XSRF-TOKEN=kort', false)).not.toBeNull();
    // Over https only the __Host- cookie counts.
    expect(anonymousXsrfCookie(`XSRF-TOKEN=${token}`, true)).not.toBeNull();
    expect(anonymousXsrfCookie(`__Host-XSRF-TOKEN=${token}`, true)).toBeNull();
  });
});

import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { formTokenFor, maskToken, postedXsrfToken } from './form-token';

const cookieToken = 'J4cDXHYTCGt7opRisJ4Wq02xKs3DzDlzPyRAcQagfrU';

function request(cookie?: string, secure = false): Request {
  return { headers: cookie === undefined ? {} : { cookie }, secure } as unknown as Request;
}

/** Just enough of a response for the API's cookie issuing. */
function response(): Response & { cookies: string[] } {
  const cookies: string[] = [];
  return {
    cookies,
    cookie(name: string, value: string) {
      cookies.push(`${name}=${value}; Path=/`);
      return this;
    },
    getHeader: (name: string) => (name.toLowerCase() === 'set-cookie' ? cookies : undefined),
  } as unknown as Response & { cookies: string[] };
}

describe('the form token', () => {
  it('is the XSRF cookie, masked differently on every render', () => {
    const req = request(`XSRF-TOKEN=${cookieToken}`);
    const first = formTokenFor(req, response());
    const second = formTokenFor(req, response());
    expect(first).not.toBe(second);
    expect(first).not.toContain(cookieToken);
    expect(postedXsrfToken(req, first)).toBe(cookieToken);
    expect(postedXsrfToken(req, second)).toBe(cookieToken);
  });

  it('is the cookie issued with the page when the browser brought none', () => {
    const res = response();
    const token = formTokenFor(request(), res);
    const issued = /^XSRF-TOKEN=([^;]+)/.exec(res.cookies[0] ?? '')?.[1];
    expect(issued).toBeTruthy();
    expect(postedXsrfToken(request(`XSRF-TOKEN=${issued}`), token)).toBe(issued);
  });

  it('is refused when missing, made for another cookie, the bare cookie, or without a cookie', () => {
    const req = request(`XSRF-TOKEN=${cookieToken}`);
    const otherCookie = 'Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm8';
    expect(postedXsrfToken(req, undefined)).toBeNull();
    expect(postedXsrfToken(req, '')).toBeNull();
    expect(postedXsrfToken(req, ['a', 'b'])).toBeNull();
    expect(postedXsrfToken(req, maskToken(otherCookie))).toBeNull();
    expect(postedXsrfToken(req, cookieToken)).toBeNull();
    expect(postedXsrfToken(request(), maskToken(cookieToken))).toBeNull();
  });

  it('is refused when the cookie comes twice (one planted for a parent domain)', () => {
    const req = request(`XSRF-TOKEN=${cookieToken}; XSRF-TOKEN=${cookieToken}`);
    expect(postedXsrfToken(req, maskToken(cookieToken))).toBeNull();
  });

  it('over https is the __Host- cookie, never a plain one planted beside it', () => {
    const res = response();
    const token = formTokenFor(request(undefined, true), res);
    const issued = /^__Host-XSRF-TOKEN=([^;]+)/.exec(res.cookies[0] ?? '')?.[1];
    expect(issued).toBeTruthy();
    const cookies = `XSRF-TOKEN=${cookieToken}; __Host-XSRF-TOKEN=${issued}`;
    expect(postedXsrfToken(request(cookies, true), token)).toBe(issued);
    expect(
      postedXsrfToken(request(`XSRF-TOKEN=${cookieToken}`, true), maskToken(cookieToken)),
    ).toBeNull();
  });
});

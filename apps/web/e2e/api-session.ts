import type { Form, OutboxMail, Page as ApiPage, Paged } from '@plein/api-client';
import type { FormContent } from '@plein/validation';
import type { BrowserContext } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Calls the API as the person of a browser context: their cookies go along, and unsafe calls echo
 * the XSRF cookie in the X-XSRF-TOKEN header, as the web app does. Fails on any non-2xx answer.
 *
 * @example
 * const role = await callApi<Role>(admin, origin, 'POST', '/api/roles', { name: 'Redactie' });
 */
export async function callApi<T = unknown>(
  context: BrowserContext,
  origin: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const xsrf = await xsrfToken(context, origin);
  const response = await context.request.fetch(`${origin}${path}`, {
    method,
    headers: {
      'X-XSRF-TOKEN': xsrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** The context's XSRF cookie for an origin; a first page visit hands it out. */
async function xsrfToken(context: BrowserContext, origin: string): Promise<string> {
  const find = async () =>
    (await context.cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const existing = await find();
  if (existing) return existing;
  await context.request.get(`${origin}/login`);
  const issued = await find();
  if (!issued) throw new Error(`No XSRF-TOKEN cookie from ${origin}`);
  return issued;
}

/** Signs a browser context in through the API (no sign-in page needed). */
export async function signInThroughApi(
  context: BrowserContext,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await callApi(context, origin, 'POST', '/api/auth/login', { email, password });
}

/** The code of the newest invitation mailed to an address, read from the outbox by an admin. */
export async function invitationCode(
  admin: BrowserContext,
  origin: string,
  email: string,
): Promise<string> {
  return vi.waitFor(
    async () => {
      const outbox = await callApi<Paged<OutboxMail>>(
        admin,
        origin,
        'GET',
        '/api/admin/outbox?pageSize=100',
      );
      const mail = outbox.items.find((item) => item.to === email);
      const code = mail && /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!code) throw new Error(`No invitation mail to ${email} in the outbox`);
      return code;
    },
    { timeout: 10_000, interval: 200 },
  );
}

/**
 * A new user, set up through the API: an admin invites them (with rights and roles), they accept
 * the invitation in `context`, sign in there and accept the terms of use (so no dialog blocks
 * the screens under test).
 */
export async function inviteAndSignIn(
  admin: BrowserContext,
  context: BrowserContext,
  origin: string,
  person: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    isContentManager?: boolean;
    roleIds?: string[];
  },
): Promise<void> {
  const { email, password, firstName, lastName, isContentManager = false, roleIds = [] } = person;
  await callApi(admin, origin, 'POST', '/api/userinvitations', {
    email,
    isContentManager,
    roleIds,
  });
  const code = await invitationCode(admin, origin, email);
  await callApi(context, origin, 'POST', '/api/userinvitation:accept', {
    code,
    password,
    firstName,
    lastName,
  });
  await signInThroughApi(context, origin, email, password);
  await callApi(context, origin, 'POST', '/api/termsofuse:accept');
}

/**
 * Makes a form of `content` as the signed-in admin, publishes its first version and shows it in
 * a form block on a new published page; answers the form's guid.
 *
 * @example
 * const formGuid = await publishFormOnPage(admin, origin, content, { name: 'meldpunt', title: 'Meldpunt' });
 */
export async function publishFormOnPage(
  admin: BrowserContext,
  origin: string,
  content: FormContent,
  page: { name: string; title: string },
): Promise<string> {
  const form = await callApi<Form>(admin, origin, 'POST', '/api/admin/forms', {
    title: content.title,
  });
  await callApi(admin, origin, 'PUT', `/api/admin/forms/${form.guid}/draft`, content);
  await callApi(admin, origin, 'POST', `/api/admin/forms/${form.guid}/versions`);
  const created = await callApi<ApiPage>(admin, origin, 'POST', '/api/pages', {
    ...page,
    layout: '100',
  });
  await callApi(admin, origin, 'POST', `/api/pages/${created.guid}/blocks`, {
    buildingBlock: 'form',
    layoutPosition: 'main',
    content: { formGuid: form.guid },
  });
  await callApi(admin, origin, 'POST', `/api/pages/${created.guid}/published`, {
    isPublished: true,
  });
  return form.guid;
}

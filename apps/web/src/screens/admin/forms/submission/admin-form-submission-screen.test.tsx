// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmissionDetail } from '@plein/api-client';
import type { FormField } from '@plein/validation';
import { startFakeApi } from '../../../../test-support/fake-api';
import { installDialogMethods } from '../../shared/test-harness';
import { formGuid, renderFormScreen, testContent, testForm } from '../shared/test-screen';
import { AdminFormSubmissionScreen } from './admin-form-submission-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const submissionGuid = '9c000000-0000-4000-8000-000000000042';
const url = `/api/admin/forms/${formGuid}/submissions/${submissionGuid}`;
const [naam, kleur, nieuwsbrief] = testContent.fields as [FormField, FormField, FormField];
const section: FormField = {
  ...naam,
  key: 'extra',
  type: 'section',
  label: { nl: 'Extra', en: 'More' },
};
const remark: FormField = {
  ...naam,
  key: 'opmerking',
  type: 'longText',
  label: { nl: 'Opmerking', en: 'Remark' },
};
const detail: FormSubmissionDetail = {
  guid: submissionGuid,
  formGuid,
  version: 2,
  submittedOn: '2026-04-03T08:00:00.000Z',
  submittedBy: { guid: 'u1', email: 'jan@example.org' },
  publishedItemGuid: null,
  content: { ...testContent, fields: [naam, kleur, nieuwsbrief, section, remark] },
  answers: {
    naam: '<img src=x onerror="alert(1)"> Jan',
    kleur: ['blauw', 'rood'],
    nieuwsbrief: true,
    opmerking: '',
  },
};

beforeEach(() => {
  api.reset();
  api.answer(`GET ${url}`, { status: 200, body: detail });
});

async function openSubmission() {
  const user = userEvent.setup();
  const view = await renderFormScreen(<AdminFormSubmissionScreen />, {
    store: api.store(),
    route: 'admin/forms/:guid/:submissionGuid',
    path: `/admin/forms/${formGuid}/${submissionGuid}`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Inzending van 3 apr 2026, 10:00' });
  return { user, view };
}

/** The answer shown under a field's label. */
const answerOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('one submission', () => {
  it('shows the form, version, date, submitter and every answer as text', async () => {
    await openSubmission();
    expect(answerOf('Formulier')).toBe('Aanmelding');
    expect(answerOf('Versie')).toBe('Versie 2');
    expect(answerOf('Ingestuurd door')).toBe('jan@example.org');
    expect(answerOf('Naam')).toBe('<img src=x onerror="alert(1)"> Jan');
    expect(document.querySelector('main img')).toBeNull();
    expect(answerOf('Kleur')).toBe('Blauw, Rood');
    expect(answerOf('Nieuwsbrief')).toBe('Ja');
    expect(answerOf('Opmerking')).toBe('Niet ingevuld');
    expect(screen.getByRole('heading', { level: 3, name: 'Extra' })).toBeInTheDocument();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows an image answer as a private thumbnail linking to a larger variant', async () => {
    const imageGuid = '5b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';
    const photo: FormField = { ...naam, key: 'foto', type: 'image', label: { nl: 'Foto', en: '' } };
    api.answer(`GET ${url}`, {
      status: 200,
      body: {
        ...detail,
        content: { ...testContent, fields: [photo] },
        answers: { foto: imageGuid },
      },
    });
    await openSubmission();
    const image = screen.getByRole('img', { name: 'De afbeelding bij ‘Foto’' });
    expect(image).toHaveAttribute('src', `/a/${imageGuid}?width=320`);
    expect(screen.getByRole('link', { name: 'Grotere afbeelding bij ‘Foto’' })).toHaveAttribute(
      'href',
      `/a/${imageGuid}?width=1600`,
    );
  });

  it('shows the labels in English for an English admin', async () => {
    await renderFormScreen(<AdminFormSubmissionScreen />, {
      store: api.store(),
      route: 'admin/forms/:guid/:submissionGuid',
      path: `/admin/forms/${formGuid}/${submissionGuid}`,
      language: 'en',
    });
    await screen.findByRole('heading', { level: 1, name: /^Submission of/ });
    expect(answerOf('Colour')).toBe('Blue, Red');
    expect(answerOf('Newsletter')).toBe('Yes');
  });

  it('publishes the submission when its form publishes to a list, and takes it off again', async () => {
    const listGuid = '7c000000-0000-4000-8000-000000000001';
    const itemGuid = '7d000000-0000-4000-8000-000000000001';
    api.answer(`GET /api/admin/forms/${formGuid}`, {
      status: 200,
      body: testForm({
        publication: { listBlockGuid: listGuid, titleField: 'naam', shownFields: ['kleur'] },
      }),
    });
    api.answer('GET /api/admin/list-blocks', {
      status: 200,
      body: [{ guid: listGuid, title: 'Ideeën', pageName: 'ideeen', pageTitle: 'Ideeën' }],
    });
    const { user } = await openSubmission();
    const section = within(await screen.findByRole('region', { name: 'Op de site' }));
    expect(section.getByText(/staat niet op de site/)).toBeInTheDocument();
    api.answer(`POST ${url}/publication`, { status: 201, body: { itemGuid } });
    api.answer(`GET ${url}`, { status: 200, body: { ...detail, publishedItemGuid: itemGuid } });
    await user.click(section.getByRole('button', { name: 'Goedkeuren en publiceren' }));
    expect(await section.findByText('Deze inzending staat op de site.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Bekijk het item' })).toHaveAttribute(
      'href',
      `/ideeen/i/${itemGuid}`,
    );
    api.answer(`DELETE ${url}/publication`, { status: 204 });
    api.answer(`GET ${url}`, { status: 200, body: detail });
    await user.click(section.getByRole('button', { name: 'Van de site halen' }));
    expect(await section.findByText(/staat niet op de site/)).toBeInTheDocument();
    const writes = api.requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${url}/publication`,
      `DELETE ${url}/publication`,
    ]);
  });

  it('deletes the submission after a confirmation and goes back to the list', async () => {
    const { user, view } = await openSubmission();
    await user.click(screen.getByRole('button', { name: 'Inzending verwijderen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inzending verwijderen?' }));
    expect(dialog.getByText(/persoonsgegevens/)).toBeInTheDocument();
    api.answer(`POST /api/admin/forms/${formGuid}/submissions:delete`, { status: 204 });
    await user.click(dialog.getByRole('button', { name: 'Definitief verwijderen' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/admin/forms/${formGuid}`),
    );
    const posted = api.requests.filter((request) => request.method === 'POST');
    expect(posted.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { guids: [submissionGuid] },
    ]);
  });
});

import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FormContent } from '@plein/validation';
import type { Form, FormSummary } from '@plein/api-client';
import type { AppStore } from '@plein/state-store';
import { LinkComponentProvider } from '@plein/ui-kit';
import { RouterLink } from '../../../../app/router-link';
import { createI18n, loadAdminMessages } from '../../../../i18n/i18n';
import type { Language } from '../../../../i18n/i18n';
import { NotificationsProvider } from '../../../../notifications/notifications-provider';

/**
 * Renders a form screen as the app does (store, translations with the admin bundle, router
 * links, notifications), at `path` matched by the screen's own route pattern, so it reads its
 * route parameters; other paths render a marker, so tests can follow navigation.
 *
 * @example
 * const { router } = await renderFormScreen(<AdminFormsScreen />, { store, route: 'admin/forms', path: '/admin/forms' });
 */
export async function renderFormScreen(
  ui: ReactNode,
  {
    store,
    route,
    path,
    language = 'nl',
  }: { store: AppStore; route: string; path: string; language?: Language },
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter>; i18n: I18n }> {
  const i18n = createI18n(language);
  await loadAdminMessages(i18n);
  const router = createMemoryRouter(
    [
      { path: route, element: <NotificationsProvider>{ui}</NotificationsProvider> },
      { path: '*', element: <p>elders</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LinkComponentProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkComponentProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, router, i18n };
}

/** The guid of the test form. */
export const formGuid = '5a0c1b2d-0000-4000-8000-00000000f001';

/** A draft with a short text, a choice and a toggle. */
export const testContent: FormContent = {
  title: { nl: 'Aanmelding', en: 'Registration' },
  introduction: { nl: 'Meld u aan.', en: '' },
  confirmation: { nl: 'Dank u.', en: 'Thank you.' },
  fields: [
    {
      key: 'naam',
      type: 'shortText',
      label: { nl: 'Naam', en: 'Name' },
      help: { nl: '', en: '' },
      required: true,
      defaultValue: '',
      rules: [],
      options: [],
      display: 'radio',
      withSeconds: false,
      mask: 'phone',
    },
    {
      key: 'kleur',
      type: 'choice',
      label: { nl: 'Kleur', en: 'Colour' },
      help: { nl: '', en: '' },
      required: false,
      defaultValue: '',
      rules: [],
      options: [
        { value: 'rood', label: { nl: 'Rood', en: 'Red' } },
        { value: 'blauw', label: { nl: 'Blauw', en: 'Blue' } },
      ],
      display: 'checkboxes',
      withSeconds: false,
      mask: 'phone',
    },
    {
      key: 'nieuwsbrief',
      type: 'toggle',
      label: { nl: 'Nieuwsbrief', en: 'Newsletter' },
      help: { nl: '', en: '' },
      required: false,
      defaultValue: '',
      rules: [],
      options: [],
      display: 'radio',
      withSeconds: false,
      mask: 'phone',
    },
  ],
};

/** A form as the API answers it; published once, with changes since. */
export function testForm(overrides: Partial<Form> = {}): Form {
  return {
    guid: formGuid,
    openMode: 'Open',
    openDate: null,
    closeDate: null,
    accessLevel: 'Public',
    roleIds: [],
    actions: ['Save'],
    notifyAddresses: [],
    retentionDays: 365,
    confirmToSubmitter: false,
    publication: null,
    draft: testContent,
    hasDraft: true,
    versions: [
      { version: 1, publishedOn: '2026-03-01T09:00:00.000Z', submissionCount: 4 },
      { version: 2, publishedOn: '2026-04-01T09:00:00.000Z', submissionCount: 7 },
    ],
    openState: 'open',
    createdOn: '2026-02-01T09:00:00.000Z',
    updatedOn: '2026-04-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A form in the list as the API answers it. */
export function testSummary(overrides: Partial<FormSummary> = {}): FormSummary {
  return {
    guid: formGuid,
    title: testContent.title,
    openState: 'open',
    publishedVersion: 2,
    hasDraft: true,
    submissionCount: 11,
    updatedOn: '2026-04-02T09:00:00.000Z',
    ...overrides,
  };
}

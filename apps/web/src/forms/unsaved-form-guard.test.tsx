// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { installDialogMethods } from '../screens/admin/shared/test-harness';
import { UnsavedFormGuard } from './unsaved-form-guard';

beforeAll(installDialogMethods);
afterEach(cleanup);

/** A form whose save takes a moment and then goes to what it saved, as "new page" does. */
function TitleForm() {
  const navigate = useNavigate();
  return (
    <Formik
      initialValues={{ title: '' }}
      onSubmit={async () => {
        await new Promise((resolve) => setTimeout(resolve, 20)); // fixed-delay-ok: plays a slow save
        await navigate('/opgeslagen');
      }}
    >
      <Form>
        <UnsavedFormGuard />
        <label>
          Titel
          <Field name="title" />
        </label>
        <button type="submit">Opslaan</button>
        <Link to="/elders">Elders</Link>
      </Form>
    </Formik>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/formulier', element: <TitleForm /> },
      { path: '*', element: <p>Ergens anders</p> },
    ],
    { initialEntries: ['/formulier'] },
  );
  render(
    <I18nextProvider i18n={createI18n('nl')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('UnsavedFormGuard', () => {
  it('asks before leaving a form with typed input', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText('Titel'), 'Open dag');
    await user.click(screen.getByRole('link', { name: 'Elders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await user.click(within(dialog).getByRole('button', { name: 'Pagina verlaten' }));
    await screen.findByText('Ergens anders');
    expect(router.state.location.pathname).toBe('/elders');
  });

  it('lets the navigation of a successful save go ahead without asking', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText('Titel'), 'Open dag');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Ergens anders');
    expect(router.state.location.pathname).toBe('/opgeslagen');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

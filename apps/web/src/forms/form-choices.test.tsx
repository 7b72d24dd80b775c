// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { FocusFirstError } from './focus-first-error';
import { FormCheckbox } from './form-checkbox';
import { FormRadioGroup } from './form-radio-group';

afterEach(cleanup);

interface Values {
  colour: string;
  newsletter: boolean;
  topics: string[];
}

/** A form with a radio group that must be answered, one on/off box and a group of boxes. */
function renderChoices(onSubmit: (values: Values) => void) {
  render(
    <I18nextProvider i18n={createI18n('nl')}>
      <Formik<Values>
        initialValues={{ colour: '', newsletter: false, topics: [] }}
        validate={(values) =>
          values.colour ? {} : { colour: 'account.fields.errors.notAnOption' }
        }
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <FormRadioGroup
            name="colour"
            label="Kleur"
            options={[
              { value: 'red', label: 'Rood' },
              { value: 'blue', label: 'Blauw' },
            ]}
          />
          <FormCheckbox name="newsletter" label="Nieuwsbrief" />
          <FormCheckbox name="topics" value="sport" label="Sport" />
          <FormCheckbox name="topics" value="kunst" label="Kunst" />
          <button type="submit">Opslaan</button>
          <FocusFirstError />
        </Form>
      </Formik>
    </I18nextProvider>,
  );
}

describe('the Formik-bound ui-kit choices', () => {
  it('show the group’s error after a submit and move focus to its first radio', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderChoices(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const group = await screen.findByRole('group', { name: 'Kleur' });
    expect(group).toHaveAccessibleDescription('Kies een van de mogelijkheden.');
    const red = screen.getByRole('radio', { name: 'Rood' });
    expect(red).toBeInvalid();
    await vi.waitFor(() => expect(red).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hand Formik the chosen radio, a boolean box and the values of a group of boxes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderChoices(onSubmit);
    await user.click(screen.getByRole('radio', { name: 'Blauw' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nieuwsbrief' }));
    await user.click(screen.getByText('Kunst'));
    expect(screen.getByRole('checkbox', { name: 'Kunst' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sport' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      colour: 'blue',
      newsletter: true,
      topics: ['kunst'],
    });
    expect(screen.queryByText('Kies een van de mogelijkheden.')).not.toBeInTheDocument();
  });
});

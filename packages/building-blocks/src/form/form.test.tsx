import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { emptyFormField } from '@plein/validation';
import type { FormField, PublicForm } from '@plein/validation';
import { describe, expect, it, vi } from 'vitest';
import { BlockServicesProvider } from '../block-services/block-services';
import { expectNoAxeViolations } from '../test-utils/axe';
import { dutch, english } from '../test-utils/translate';
import { FormEdit, FormView } from './form';
import { FormServicesProvider } from './form-services';
import type { FormChoices, FormPostOutcome, FormServices, FormSubmitResult } from './form-services';

const formGuid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';

const field = (key: string, type: FormField['type'], over: Partial<FormField> = {}): FormField => ({
  ...emptyFormField(type, key),
  label: { nl: key, en: '' },
  ...over,
});

const fields: FormField[] = [
  field('name', 'shortText', { label: { nl: 'Naam', en: 'Name' }, required: true }),
  field('email', 'email', { label: { nl: 'E-mail', en: 'E-mail' }, required: true }),
  field('remarks', 'longText', {
    label: { nl: 'Opmerkingen', en: 'Remarks' },
    rules: [
      { kind: 'maxLength', value: '5', when: 'blur', message: { nl: 'Houd het kort', en: '' } },
    ],
  }),
  field('topics', 'choice', {
    label: { nl: 'Onderwerpen', en: 'Topics' },
    display: 'checkboxes',
    options: [
      { value: 'parks', label: { nl: 'Parken', en: 'Parks' } },
      { value: 'roads', label: { nl: 'Wegen', en: 'Roads' } },
    ],
  }),
  field('phone', 'masked', { label: { nl: 'Telefoon', en: 'Phone' }, mask: 'phone' }),
  field('agree', 'consent', { label: { nl: 'Akkoord', en: 'I agree' }, required: true }),
];

const publicForm = (over: Partial<PublicForm> = {}): PublicForm => ({
  guid: formGuid,
  version: 2,
  content: {
    title: { nl: 'Meldingen', en: 'Reports' },
    introduction: { nl: '', en: 'Tell us.' },
    confirmation: { nl: '', en: 'Thanks!' },
    fields,
  },
  openState: 'open',
  openDate: null,
  closeDate: null,
  refusal: null,
  ...over,
});

function services(over: Partial<FormServices> = {}): FormServices {
  return {
    language: 'en',
    usePublicForm: () => ({ status: 'ready', form: publicForm() }),
    submit: vi.fn((): Promise<FormSubmitResult> =>
      Promise.resolve({ sent: true, receiptHref: '/submission/s1' }),
    ),
    postAction: '/contact',
    hiddenFields: [{ name: 'xsrfToken', value: 't0k' }],
    postOutcome: () => null,
    formatDateTime: (iso) => iso.slice(0, 10),
    signInHref: '/login?returnTo=%2Fcontact',
    ...over,
  };
}

function renderForm(formServices: FormServices, t = english) {
  const user = userEvent.setup();
  const view = render(
    <BlockServicesProvider services={{ t }}>
      <FormServicesProvider services={formServices}>
        <FormView guid="b1" options={[]} content={{ formGuid }} />
      </FormServicesProvider>
    </BlockServicesProvider>,
  );
  return { user, ...view };
}

describe('the form block', () => {
  it('renders a form that posts to its page without JavaScript, in the visitor’s language', async () => {
    const html = renderToString(
      <BlockServicesProvider services={{ t: english }}>
        <FormServicesProvider services={services()}>
          <FormView guid="b1" options={[]} content={{ formGuid }} />
        </FormServicesProvider>
      </BlockServicesProvider>,
    );
    expect(html).toContain('action="/contact#b1-form"');
    expect(html).toContain('method="post"');
    expect(html).toContain('name="xsrfToken" value="t0k"');
    expect(html).toContain(`name="plein-form" value="${formGuid}"`);
    expect(html).toContain('name="plein-form-version" value="2"');
    expect(html).toContain('name="plein-website"');
    expect(html).toContain('Reports');

    const { container } = renderForm(services());
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeVisible();
    // Falls back to Dutch where the English text is empty.
    expect(screen.getByRole('textbox', { name: /^Opmerkingen|^Remarks/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Topics' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('checks on blur, sums up the problems on submit and focuses the first wrong field', async () => {
    const formServices = services();
    const { user, container } = renderForm(formServices);
    await user.type(await screen.findByRole('textbox', { name: 'Remarks' }), 'far too long');
    expect(screen.queryByText('Houd het kort')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Houd het kort')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('4 answers need fixing:')).toBeVisible();
    expect(within(alert).getByRole('link', { name: /Name: Please fill this in/ })).toHaveAttribute(
      'href',
      '#b1-name',
    );
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(formServices.submit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  for (const [language, t, texts] of [
    ['en', english, { send: 'Send', phone: 'Phone', count: '4 answers need fixing:' }],
    ['nl', dutch, { send: 'Versturen', phone: 'Telefoon', count: '4 antwoorden kloppen niet:' }],
  ] as const) {
    it(`reports every wrong answer when the button is pressed straight from a wrong field (${language})`, async () => {
      const { user } = renderForm(services({ language }), t);
      const alert = screen.getByRole('alert');
      const phone = await screen.findByRole('textbox', { name: new RegExp(`^${texts.phone}`) });
      await user.type(phone, '12');
      const send = screen.getByRole('button', { name: texts.send });
      // The press: the field's blur check waits, so nothing above the button moves under the
      // pointer before it is released (the summary changes only with a try).
      await user.pointer({ keys: '[MouseLeft>]', target: send });
      expect(phone).not.toHaveAttribute('aria-invalid');
      expect(alert).toBeEmptyDOMElement();
      await user.pointer({ keys: '[/MouseLeft]', target: send });

      expect(await within(alert).findByText(texts.count)).toBeVisible();
      const links = within(alert).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '#b1-name',
        '#b1-email',
        '#b1-phone',
        '#b1-agree',
      ]);
      // Each wrong field says so itself too, and the first one has the focus.
      expect(
        screen.getAllByRole('textbox').filter((box) => box.ariaInvalid === 'true'),
      ).toHaveLength(3);
      expect(screen.getByRole('checkbox', { name: /^(I agree|Akkoord)/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^(Name|Naam)/ })).toHaveFocus(),
      );
    });
  }

  it('leaves the summary as the last try left it when a field is checked on blur', async () => {
    const { user } = renderForm(services());
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'ada@');
    await user.tab();
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sends typed answers and shows the confirmation with the receipt', async () => {
    const formServices = services();
    const { user } = renderForm(formServices);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Roads' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '0205551234');
    await user.tab();
    expect(phone).toHaveValue('(020) 555 - 1234');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thanks!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what you sent' })).toHaveAttribute(
      'href',
      '/submission/s1',
    );
    expect(formServices.submit).toHaveBeenCalledWith(formGuid, {
      version: 2,
      answers: {
        name: 'Ada',
        email: 'ada@example.org',
        remarks: '',
        topics: ['roads'],
        phone: '(020) 555 - 1234',
        agree: true,
      },
      website: '',
    });
    expect(await screen.findByRole('status')).toHaveFocus();
  });

  it('shows the problems the server found and a failure it reports', async () => {
    const submit = vi.fn((): Promise<FormSubmitResult> =>
      Promise.resolve({ sent: false, failure: 'versionChanged' }),
    );
    const outcome: FormPostOutcome = {
      answers: { name: 'Ada', email: 'ada@', remarks: '', topics: [], phone: '', agree: true },
      result: { sent: false, fieldProblems: { email: 'email' } },
    };
    const { user } = renderForm(services({ postOutcome: () => outcome, submit }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/This form has changed in the meantime/)).toBeVisible();
  });

  it('says why a visitor cannot submit, with a way to sign in', async () => {
    renderForm(
      services({
        usePublicForm: () => ({
          status: 'ready',
          form: publicForm({
            refusal: 'notOpenYet',
            openState: 'open-future',
            openDate: '2030-01-01T09:00:00Z',
          }),
        }),
      }),
    );
    expect(await screen.findByText('This form opens on 2030-01-01.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    renderForm(
      services({
        usePublicForm: () => ({ status: 'ready', form: publicForm({ refusal: 'signIn' }) }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcontact',
    );
  });

  it('shows nothing for a form that is not published, and waits while loading', async () => {
    const { container, rerender } = renderForm(
      services({ usePublicForm: () => ({ status: 'missing' }) }),
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <BlockServicesProvider services={{ t: english }}>
        <FormServicesProvider services={services({ usePublicForm: () => ({ status: 'loading' }) })}>
          <FormView guid="b1" options={[]} content={{ formGuid }} />
        </FormServicesProvider>
      </BlockServicesProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the form…');
  });
});

describe('choosing the form of a block in the editor', () => {
  const renderEdit = (choices: FormChoices | null, onChange = vi.fn()) =>
    render(
      <FormServicesProvider services={services(choices ? { useFormChoices: () => choices } : {})}>
        <FormEdit guid="b1" content={{ formGuid: '' }} onChange={onChange} t={english} />
      </FormServicesProvider>,
    );

  it('waits in a select while the forms load, then offers them', async () => {
    const { rerender } = renderEdit({ choices: [], loading: true });
    const waiting = await screen.findByRole('combobox', { name: 'Form' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(within(waiting).getByRole('option')).toHaveTextContent('Loading the forms…');
    expect(screen.queryByRole('textbox')).toBeNull();

    const onChange = vi.fn();
    rerender(
      <FormServicesProvider
        services={services({
          useFormChoices: () => ({
            choices: [{ guid: formGuid, title: 'Meldingen' }],
            loading: false,
          }),
        })}
      >
        <FormEdit guid="b1" content={{ formGuid: '' }} onChange={onChange} t={english} />
      </FormServicesProvider>,
    );
    const select = await screen.findByRole('combobox', { name: 'Form' });
    expect(select).toBeEnabled();
    await userEvent.setup().selectOptions(select, 'Meldingen');
    expect(onChange).toHaveBeenCalledWith({ formGuid });
  });

  it('asks for the form’s code when the forms cannot be listed', async () => {
    renderEdit(null);
    expect(await screen.findByRole('textbox', { name: /Form/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyFormField } from '@plein/validation';
import type { PublicForm } from '@plein/validation';
import type { ReactNode } from 'react';
import { BlockServicesProvider } from '../block-services/block-services';
import { dutch } from '../test-utils/translate';
import { FormView } from './form';
import { FormServicesProvider } from './form-services';
import type { FormServices } from './form-services';

const formGuid = '0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f';

const form: PublicForm = {
  guid: formGuid,
  version: 1,
  content: {
    title: { nl: 'Meld een probleem', en: 'Report a problem' },
    introduction: { nl: 'Wij lezen elke melding binnen twee werkdagen.', en: '' },
    confirmation: { nl: 'Bedankt voor je melding.', en: '' },
    fields: [
      { ...emptyFormField('shortText', 'name'), label: { nl: 'Naam', en: '' }, required: true },
      {
        ...emptyFormField('email', 'email'),
        label: { nl: 'E-mailadres', en: '' },
        help: { nl: 'We mailen je als het is opgelost.', en: '' },
        required: true,
      },
      {
        ...emptyFormField('choice', 'kind'),
        label: { nl: 'Soort probleem', en: '' },
        options: [
          { value: 'road', label: { nl: 'Weg of stoep', en: '' } },
          { value: 'light', label: { nl: 'Straatverlichting', en: '' } },
        ],
      },
      { ...emptyFormField('longText', 'what'), label: { nl: 'Wat is er aan de hand?', en: '' } },
      { ...emptyFormField('masked', 'phone'), label: { nl: 'Telefoon', en: '' } },
      {
        ...emptyFormField('consent', 'agree'),
        label: { nl: 'Ik ga akkoord met de privacyverklaring', en: '' },
        required: true,
      },
    ],
  },
  openState: 'open',
  openDate: null,
  closeDate: null,
  refusal: null,
};

/** The app's services in miniature: the form is there, a submit succeeds after a moment. */
function Services({ over = {}, children }: { over?: Partial<FormServices>; children: ReactNode }) {
  const services: FormServices = {
    language: 'nl',
    usePublicForm: () => ({ status: 'ready', form }),
    submit: () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ sent: true, receiptHref: '/submission/voorbeeld' }), 500),
      ),
    postAction: '/meldpunt',
    hiddenFields: [],
    postOutcome: () => null,
    formatDateTime: (iso) => new Date(iso).toLocaleString('nl-NL'),
    signInHref: '/login',
    ...over,
  };
  return (
    <BlockServicesProvider services={{ t: dutch }}>
      <FormServicesProvider services={services}>{children}</FormServicesProvider>
    </BlockServicesProvider>
  );
}

const meta = {
  title: 'Blocks/Form',
  component: FormView,
  args: { guid: 'form-1', options: [], content: { formGuid } },
  render: (args) => (
    <Services>
      <FormView {...args} />
    </Services>
  ),
} satisfies Meta<typeof FormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published form: checks on blur and on submit, then the confirmation. */
export const View: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Versturen' }));
    // The summary links each problem to its field. (Not followed here: the test runner takes a
    // change of the page's address for a navigation away.)
    const problem = await canvas.findByRole('link', { name: /Naam: Vul dit in/ });
    const name = canvas.getByRole('textbox', { name: /^Naam/ });
    await expect(problem).toHaveAttribute('href', `#${name.id}`);
    await expect(name).toBeInvalid();
    await userEvent.type(name, 'An de Vries');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mailadres/ }), 'an@example.org');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacyverklaring/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(await canvas.findByText('Bedankt voor je melding.')).toBeInTheDocument();
  },
};

/** A form that needs an account, seen by a visitor who is not signed in. */
export const SignInFirst: Story = {
  render: (args) => (
    <Services
      over={{ usePublicForm: () => ({ status: 'ready', form: { ...form, refusal: 'signIn' } }) }}
    >
      <FormView {...args} />
    </Services>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    await expect(canvas.queryByRole('button', { name: 'Versturen' })).not.toBeInTheDocument();
  },
};

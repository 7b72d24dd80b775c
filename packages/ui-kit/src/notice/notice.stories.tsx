import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../button/button-link';
import { Notice } from './notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Goed om te weten',
    children: 'Deze pagina wordt binnenkort bijgewerkt.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Opgeslagen',
    role: 'status',
    children: 'De pagina is opgeslagen.',
  },
};

export const NotFound: Story = {
  args: {
    tone: 'warning',
    headingLevel: 1,
    title: 'Pagina niet gevonden',
    children: 'De pagina die u zoekt bestaat niet (meer).',
    actions: <ButtonLink href="#/">Naar de homepage</ButtonLink>,
  },
};

export const ErrorMessage: Story = {
  args: {
    tone: 'error',
    role: 'alert',
    title: 'Er ging iets mis',
    children: 'Probeer het later opnieuw.',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'Header/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    label: 'Taal',
    languages: [
      { code: 'nl', label: 'Nederlands', href: '#/nl', current: true },
      { code: 'en', label: 'English', href: '#/en' },
    ],
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { FooterColumns } from './footer-columns';

const meta = {
  title: 'Footer/FooterColumns',
  component: FooterColumns,
  args: {
    externalLabel: '(externe website)',
    columns: [
      {
        title: 'Contact',
        text: 'Marktplein 1\n1234 AB Plein\n010 123 45 67',
        links: [{ label: 'Contactformulier', url: '#/contact' }],
      },
      {
        title: 'Over deze site',
        url: '/over-ons',
        links: [
          { label: 'Privacy', url: '#/legal/privacy' },
          { label: 'Toegankelijkheid', url: '#/legal/accessibility/nl' },
        ],
      },
      { title: 'Volg ons', links: [{ label: 'Mastodon', url: 'https://example.org/@plein' }] },
    ],
  },
  render: (args) => (
    <footer>
      <FooterColumns {...args} />
    </footer>
  ),
} satisfies Meta<typeof FooterColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

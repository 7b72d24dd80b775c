import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { children: 'Naar de inhoud' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <p>Press Tab to reveal the skip link.</p>
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab reaches and reveals it; it points at the main content. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Naar de inhoud' });
    await expect(link).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

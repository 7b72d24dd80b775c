import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Cluster, Stack } from './stack';

const box = { background: 'var(--plein-color-surface)', padding: 12 };

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 4 },
  render: (args) => (
    <Stack {...args}>
      <div style={box}>Een</div>
      <div style={box}>Twee</div>
      <div style={box}>Drie</div>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const ClusterRow: Story = {
  render: (args) => (
    <Cluster {...args}>
      <Button>Opslaan</Button>
      <Button variant="secondary">Publiceren</Button>
      <Button variant="ghost">Annuleren</Button>
    </Cluster>
  ),
};

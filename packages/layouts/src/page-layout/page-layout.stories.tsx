import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { PageLayout } from './page-layout';

function Placeholder({ children, tall }: { children: ReactNode; tall?: boolean }) {
  return (
    <div
      style={{
        minHeight: tall ? 240 : 80,
        padding: 16,
        border: '2px dashed var(--plein-color-border)',
        background: 'var(--plein-color-surface)',
        color: 'var(--plein-color-text)',
        fontFamily: 'var(--plein-font-family)',
      }}
    >
      {children}
    </div>
  );
}

const regions = {
  top: <Placeholder>Top row (12 of 12)</Placeholder>,
  sideLeft: <Placeholder tall>Side left (3 of 12)</Placeholder>,
  main: <Placeholder tall>Main column</Placeholder>,
  sideRight: <Placeholder tall>Side right (3 of 12)</Placeholder>,
  bottom: <Placeholder>Bottom row (12 of 12)</Placeholder>,
};

const meta = {
  title: 'Layouts/PageLayout',
  component: PageLayout,
  parameters: { layout: 'padded' },
  args: {
    layout: '100',
    regions,
    sideLeftLabel: 'Aanvullende informatie links',
    sideRightLabel: 'Aanvullende informatie rechts',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['100', '25-75', '75-25', '25-50-25'] } },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One main column, 12 wide. */
export const Full: Story = {
  args: {
    layout: '100',
    regions: { ...regions, main: <Placeholder tall>Main column (12 of 12)</Placeholder> },
  },
};

/** Side column left (3) and main (9); stacked below 1024 px. */
export const SideLeft: Story = {
  args: {
    layout: '25-75',
    regions: { ...regions, main: <Placeholder tall>Main column (9 of 12)</Placeholder> },
  },
};

/** Main (9) and side column right (3). */
export const SideRight: Story = {
  args: {
    layout: '75-25',
    regions: { ...regions, main: <Placeholder tall>Main column (9 of 12)</Placeholder> },
  },
};

/** Side columns on both sides (3/6/3). */
export const ThreeColumns: Story = {
  args: {
    layout: '25-50-25',
    regions: { ...regions, main: <Placeholder tall>Main column (6 of 12)</Placeholder> },
  },
};

/** An empty side column is left out; the main column keeps its place. */
export const EmptySideColumn: Story = {
  args: {
    layout: '25-75',
    regions: { main: <Placeholder tall>Main column (9 of 12), no side content</Placeholder> },
  },
};

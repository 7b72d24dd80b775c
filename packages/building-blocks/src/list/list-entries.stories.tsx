import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListEntries } from './list-entries';
import { demoEntries, fakeListServices } from './list-fixtures';
import type { ListEntry } from './list-types';
import './list.css';

const { services } = fakeListServices(() => ({ isLoading: false, isError: false }), {
  formatDate: (iso) =>
    new Intl.DateTimeFormat('nl', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(
      new Date(iso),
    ),
});

const [first, second, third] = demoEntries(3);
const pictured: ListEntry = {
  ...first!,
  title: 'Havenfeest trekt duizenden bezoekers',
  metadata: { description: 'Het jaarlijkse havenfeest was drukker dan ooit.', periodEnd: null },
  firstImageGuid: '3f2c9a1e-5b7d-4c1a-9e2f-0123456789ab',
};
const unpictured: ListEntry = {
  ...second!,
  title: 'Gemeenteraad stemt in met groene kades',
  metadata: { description: 'Bomen, bankjes en een wandelroute langs het water.', periodEnd: null },
};

// Annotated: the decorator's inferred type would name storybook's internals (TS2742).
const meta: Meta<typeof ListEntries> = {
  title: 'Blocks/List/Card',
  component: ListEntries,
  args: { items: [pictured], services, headingLevel: 3 },
  decorators: [
    (Story) => (
      <div className="plein-list" style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An item with an image: its first image as a 3:2 thumbnail from the image service (placeholder
 * pictures in `pnpm storybook`; a static build has no image service and shows the card's
 * background).
 */
export const WithImage: Story = {};

/** An item without an image: the card is its text. */
export const WithoutImage: Story = { args: { items: [unpictured] } };

/** Cards side by side, as many as the width allows, with and without images. */
export const Grid: Story = {
  args: {
    items: [
      pictured,
      unpictured,
      { ...third!, firstImageGuid: 'c0ffee00-5b7d-4c1a-9e2f-0123456789ab' },
    ],
  },
};

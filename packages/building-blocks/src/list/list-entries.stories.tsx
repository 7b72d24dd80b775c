import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
 * An item with an image: its first image as a 3:2 thumbnail from the image service (here the
 * fixture pictures of apps/storybook/fixtures).
 */
export const WithImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Havenfeest trekt duizenden bezoekers' }),
    ).toBeVisible();
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};

/** An item without an image: the card is its text. */
export const WithoutImage: Story = { args: { items: [unpictured] } };

/** Cards side by side, as many as the width allows, with and without images. */
export const Grid: Story = {
  args: {
    items: [
      pictured,
      unpictured,
      { ...third!, firstImageGuid: '5a1d7e3c-2b4f-4e6a-8c9d-0123456789ab' },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const logoSvg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="72" viewBox="0 0 200 72"><rect width="200" height="72" rx="8" fill="#1d4ed8"/><text x="100" y="46" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">Plein</text></svg>',
)}`;

const meta = {
  title: 'Header/Logo',
  component: Logo,
  args: { platformName: 'Gemeente Plein', href: '/' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a logo image the platform name is shown. */
export const PlatformName: Story = {};

/** The tenant's logo at the default height 72 and padding 8. */
export const Image: Story = { args: { src: logoSvg } };

export const SmallImage: Story = { args: { src: logoSvg, height: 40, padding: 4 } };

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { headerHeightHint, Logo } from './logo';

describe('Logo', () => {
  it('shows the platform name as text without an image, linking home', async () => {
    const { container } = render(<Logo platformName="Gemeente Plein" href="/" />);
    const link = screen.getByRole('link', { name: 'Gemeente Plein' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.style.getPropertyValue('--plein-logo-height')).toBe('72px');
    expect(link.style.getPropertyValue('--plein-logo-padding')).toBe('8px');
    await expectNoAxeViolations(container);
  });

  it('shows the image with the platform name as alt text and the given height', async () => {
    const { container } = render(
      <Logo platformName="Plein" src="/logo.svg" href="/" height={48} padding={4} />,
    );
    const image = screen.getByRole('img', { name: 'Plein' });
    expect(image).toHaveAttribute('height', '48');
    expect(
      screen.getByRole('link', { name: 'Plein' }).style.getPropertyValue('--plein-logo-padding'),
    ).toBe('4px');
    await expectNoAxeViolations(container);
  });
});

describe('headerHeightHint', () => {
  it('follows the spec formula', () => {
    expect(headerHeightHint()).toBe(48 + 88);
    expect(headerHeightHint({ logoHeight: 30, logoPadding: 4 })).toBe(48 + 56);
    expect(headerHeightHint({ mobile: true })).toBe(88);
  });
});

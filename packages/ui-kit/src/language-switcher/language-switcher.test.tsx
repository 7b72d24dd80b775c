import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('lists languages as links with lang and hreflang, the current one marked', async () => {
    const { container } = render(
      <LanguageSwitcher
        label="Taal"
        languages={[
          { code: 'nl', label: 'Nederlands', href: '/over-ons', current: true },
          { code: 'en', label: 'English', href: '/en/about' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Taal' })).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(container);
  });
});

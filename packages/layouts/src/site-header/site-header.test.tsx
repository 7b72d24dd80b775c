import { LanguageSwitcher, Logo } from '@plein/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('arranges logo, tools and navigation', async () => {
    const { container } = render(
      <header>
        <SiteHeader
          logo={<Logo platformName="Plein" href="/" />}
          tools={
            <LanguageSwitcher
              label="Taal"
              languages={[{ code: 'en', label: 'English', href: '/en' }]}
            />
          }
          navigation={<nav aria-label="Hoofdnavigatie">menu</nav>}
        />
      </header>,
    );
    expect(screen.getByRole('link', { name: 'Plein' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Taal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

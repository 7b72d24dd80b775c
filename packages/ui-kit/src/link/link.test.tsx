import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Link } from './link';
import { isExternalHref, LinkComponentProvider } from './link-component';
import type { LinkComponentProps } from './link-component';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router="yes" href={`/app${href}`} {...rest} />;
}

describe('Link', () => {
  it('renders internal links through the provided link component', () => {
    render(
      <LinkComponentProvider component={RouterLink}>
        <Link href="/contact">Contact</Link>
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/app/contact');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('marks external links with rel and the text from props', async () => {
    const { container } = render(
      <Link href="https://example.org" external externalLabel="(externe website)">
        Voorbeeld
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Voorbeeld (externe website)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });

  it('tells external hrefs apart', () => {
    expect(isExternalHref('https://example.org')).toBe(true);
    expect(isExternalHref('//cdn.example.org')).toBe(true);
    expect(isExternalHref('/over-ons')).toBe(false);
    expect(isExternalHref('mailto:a@b.nl')).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('links to the main content with the text from props', async () => {
    const { container } = render(
      <>
        <SkipLink>Naar de inhoud</SkipLink>
        <main id="main">Inhoud</main>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#main');
    await expectNoAxeViolations(container);
  });

  it('can target another id', () => {
    render(<SkipLink targetId="content">Skip</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#content');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        ✕<VisuallyHidden>Sluiten</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '✕Sluiten' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cluster, Stack } from '../stack/stack';
import { Container } from './container';

describe('Container', () => {
  it('renders the chosen element with its width class', () => {
    render(
      <Container as="section" width="narrow" aria-label="Intro">
        Tekst
      </Container>,
    );
    const region = screen.getByRole('region', { name: 'Intro' });
    expect(region).toHaveClass('plein-container', 'plein-container--narrow');
  });
});

describe('Stack and Cluster', () => {
  it('set the gap from the spacing scale and keep list semantics', () => {
    render(
      <>
        <Stack as="ul" gap={2} aria-label="Stapel">
          <li>Een</li>
        </Stack>
        <Cluster gap={6} data-testid="cluster">
          <span>Twee</span>
        </Cluster>
      </>,
    );
    const list = screen.getByRole('list', { name: 'Stapel' });
    expect(list).toHaveClass('plein-stack');
    expect(list.style.getPropertyValue('--plein-gap')).toBe('var(--plein-space-2)');
    expect(screen.getByTestId('cluster').style.getPropertyValue('--plein-gap')).toBe(
      'var(--plein-space-6)',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '../button/button-link';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Notice } from './notice';

describe('Notice', () => {
  it('shows a not-found message with a heading and actions, without a live role', async () => {
    const { container } = render(
      <Notice
        tone="warning"
        headingLevel={1}
        title="Pagina niet gevonden"
        actions={<ButtonLink href="/">Naar de homepage</ButtonLink>}
      >
        <p>Deze pagina bestaat niet (meer).</p>
      </Notice>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('announces errors that appear later as an alert named by its title', async () => {
    const { container } = render(
      <Notice tone="error" role="alert" title="Opslaan mislukt">
        Probeer het opnieuw.
      </Notice>,
    );
    expect(screen.getByRole('alert', { name: 'Opslaan mislukt' })).toHaveClass(
      'plein-notice--error',
    );
    await expectNoAxeViolations(container);
  });
});

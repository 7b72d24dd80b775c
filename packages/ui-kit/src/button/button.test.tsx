import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a non-submitting button with variant and size classes', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button variant="ghost" size="sm" onClick={onClick}>
        Opslaan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('plein-button--ghost', 'plein-button--sm');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('can be a submit button', () => {
    render(<Button type="submit">Verzenden</Button>);
    expect(screen.getByRole('button', { name: 'Verzenden' })).toHaveAttribute('type', 'submit');
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button', async () => {
    const { container } = render(
      <ButtonLink href="/admin/pages" variant="secondary">
        Pagina's
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: "Pagina's" });
    expect(link).toHaveAttribute('href', '/admin/pages');
    expect(link).toHaveClass('plein-button', 'plein-button--secondary');
    await expectNoAxeViolations(container);
  });
});

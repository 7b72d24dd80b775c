import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and reports each change', async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <TextField
        label="Titel"
        description="Kort en krachtig"
        defaultValue=""
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Titel' });
    expect(input).toHaveAccessibleDescription('Kort en krachtig');
    await userEvent.type(input, 'Hoi');
    expect(onValueChange).toHaveBeenLastCalledWith('Hoi');
    await expectNoAxeViolations(container);
  });

  it('renders a 6-row textarea and marks errors', async () => {
    const { container } = render(
      <TextField multiline label="Tekst" error="Verplicht" defaultValue="" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Tekst' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Verplicht');
    await expectNoAxeViolations(container);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a labelled textarea of 6 rows that reports each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(
      <TextArea label="Omschrijving" description="Een paar zinnen" onValueChange={onValueChange} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Omschrijving' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAccessibleDescription('Een paar zinnen');
    await user.type(textarea, 'Regel{Enter}Tweede');
    expect(onValueChange).toHaveBeenLastCalledWith('Regel\nTweede');
    await expectNoAxeViolations(container);
  });

  it('takes other rows and marks an error', async () => {
    const { container } = render(<TextArea label="Notitie" rows={3} error="Te lang" />);
    const textarea = screen.getByRole('textbox', { name: 'Notitie' });
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Te lang');
    await expectNoAxeViolations(container);
  });
});

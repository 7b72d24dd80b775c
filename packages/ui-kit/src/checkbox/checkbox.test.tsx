import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { choiceSizes } from '../tokens';
import type { ChoiceSize } from '../tokens';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard and reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(
      <Checkbox
        label="Alleen met wijzigingen"
        description="Pagina’s met een concept"
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Alleen met wijzigingen' });
    expect(box).toHaveAccessibleDescription('Pagina’s met een concept');

    await user.click(screen.getByText('Alleen met wijzigingen'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
  });

  it('marks an error and says it', async () => {
    const { container } = render(
      <Checkbox label="Ik ga akkoord" error="Ga akkoord om verder te gaan" required />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Ga akkoord om verder te gaan');
    await expectNoAxeViolations(container);
  });

  it.each(Object.keys(choiceSizes) as ChoiceSize[])(
    'takes the %s size of spec section 9',
    (size) => {
      const { container } = render(<Checkbox label="Tonen" size={size} />);
      expect(container.firstElementChild).toHaveClass(`plein-choice--${size}`);
    },
  );

  it('is md (40 px) unless told otherwise', () => {
    const { container } = render(<Checkbox label="Tonen" />);
    expect(container.firstElementChild).toHaveClass('plein-choice--md');
  });
});

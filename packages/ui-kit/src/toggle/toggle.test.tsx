import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Toggle } from './toggle';

function ControlledToggle({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      label="Submenu’s tonen"
      description="Ook in het hoofdmenu"
      size="lg"
      checked={on}
      onCheckedChange={(checked) => {
        setOn(checked);
        onCheckedChange(checked);
      }}
    />
  );
}

describe('Toggle', () => {
  it('is a switch that Space turns on and off, its state read as checked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(<ControlledToggle onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Submenu’s tonen', checked: false });
    expect(toggle).toHaveAccessibleDescription('Ook in het hoofdmenu');
    expect(container.querySelector('.plein-choice')).toHaveClass('plein-choice--lg');

    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('switch', { checked: true })).toBe(toggle);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Submenu’s tonen'));
    expect(await screen.findByRole('switch', { checked: false })).toBe(toggle);
    await expectNoAxeViolations(container);
  });

  it('takes part in a form under its name', () => {
    render(
      <form aria-label="Instellingen">
        <Toggle label="Kruimelpad" name="breadcrumbs" defaultChecked />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Instellingen' });
    expect(new FormData(form).get('breadcrumbs')).toBe('on');
  });
});

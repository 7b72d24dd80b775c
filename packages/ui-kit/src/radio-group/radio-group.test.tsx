import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { RadioGroup } from './radio-group';

const kinds = [
  { value: 'internal', label: 'Intern', description: 'Een pagina van deze site' },
  { value: 'external', label: 'Extern', description: 'Een adres op een andere site' },
];

function ControlledGroup({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [kind, setKind] = useState('internal');
  return (
    <RadioGroup
      label="Soort link"
      description="Waar het menu-item heen gaat"
      options={kinds}
      value={kind}
      onValueChange={(value) => {
        setKind(value);
        onValueChange(value);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('names the group by its legend and moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<ControlledGroup onValueChange={onValueChange} />);
    const group = screen.getByRole('group', { name: 'Soort link' });
    expect(group).toHaveAccessibleDescription('Waar het menu-item heen gaat');
    const internal = screen.getByRole('radio', { name: 'Intern' });
    expect(internal).toBeChecked();
    expect(internal).toHaveAccessibleDescription('Een pagina van deze site');

    await user.tab();
    expect(internal).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const external = await screen.findByRole('radio', { name: 'Extern', checked: true });
    expect(external).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('external');
    await expectNoAxeViolations(container);
  });

  it('marks every radio invalid and links the error to the group', async () => {
    const { container } = render(
      <RadioGroup label="Soort link" options={kinds} error="Kies een soort" required size="xl" />,
    );
    expect(screen.getByRole('group', { name: 'Soort link' })).toHaveAccessibleDescription(
      'Kies een soort',
    );
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeInvalid();
      expect(radio.parentElement).toHaveClass('plein-choice--xl');
    }
    await expectNoAxeViolations(container);
  });

  it('passes the change event on, for a form library, under the name it is given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Soort"
        name="kind"
        options={kinds}
        defaultValue="internal"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Extern' }));
    const event = onChange.mock.calls[0]?.[0] as { target: HTMLInputElement };
    expect(event.target.name).toBe('kind');
    expect(event.target.value).toBe('external');
  });
});

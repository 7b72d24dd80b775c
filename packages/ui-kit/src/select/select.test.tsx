import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Select } from './select';

const layouts = [
  { value: '100', label: 'Eén kolom' },
  { value: '25-75', label: 'Smal en breed' },
  { value: '75-25', label: 'Breed en smal', disabled: true },
];

describe('Select', () => {
  it('labels the select, describes it and reports each choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <Select
        label="Opmaak"
        description="Hoe de blokken naast elkaar staan"
        options={layouts}
        defaultValue="100"
        onValueChange={onValueChange}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Opmaak' });
    expect(select).toHaveAccessibleDescription('Hoe de blokken naast elkaar staan');
    expect(select).toHaveValue('100');
    expect(screen.getByRole('option', { name: 'Breed en smal' })).toBeDisabled();

    await user.selectOptions(select, 'Smal en breed');
    expect(onValueChange).toHaveBeenLastCalledWith('25-75');
    expect(onChange).toHaveBeenCalledOnce();
    expect(select).toHaveValue('25-75');
    await expectNoAxeViolations(container);
  });

  it('marks an error and reads it after the help text', async () => {
    const { container } = render(
      <Select
        label="Taal"
        description="De taal van de inhoud"
        error="Kies een taal"
        options={[{ value: '', label: 'Kies...' }, ...layouts]}
        value=""
        onChange={() => {}}
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Taal' });
    expect(select).toBeInvalid();
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('De taal van de inhoud Kies een taal');
    await expectNoAxeViolations(container);
  });

  it('keeps an id it is given, so a label elsewhere can point at it', () => {
    render(<Select id="layout" label="Opmaak" options={layouts} />);
    expect(screen.getByRole('combobox', { name: 'Opmaak' })).toHaveAttribute('id', 'layout');
  });
});

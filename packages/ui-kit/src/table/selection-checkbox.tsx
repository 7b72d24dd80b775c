import './table.css';

/** Props of {@link SelectionCheckbox}. */
export interface SelectionCheckboxProps {
  /** Its accessible name: what it selects ("Selecteer ‘Over ons’", "Alles op deze pagina"). */
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for is selected (a select-all box): shown as a dash. */
  mixed?: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The checkbox that selects a row of a table, or all rows of its page: named by `label` (the
 * table's layout says what it selects, so it has no visible label), `mixed` shown with the DOM's
 * `indeterminate` (a property, not an attribute). {@link Table} uses it for its selection; a
 * table of its own (a wide one that scrolls) can too.
 *
 * @example
 * <SelectionCheckbox label={t('selectOne', { date })} checked={isSelected}
 *   onCheckedChange={(on) => select(guid, on)} />
 */
export function SelectionCheckbox({
  label,
  checked,
  mixed = false,
  disabled,
  onCheckedChange,
}: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      className="plein-data-table__checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(input) => {
        if (input) input.indeterminate = mixed;
      }}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}

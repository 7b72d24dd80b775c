import { Checkbox } from '../checkbox/checkbox';
import type { CheckboxProps } from '../checkbox/checkbox';
import './toggle.css';

/** Props of {@link Toggle}: those of a {@link Checkbox}. */
export type ToggleProps = CheckboxProps;

/**
 * A labelled on/off switch for a setting that applies at once. It is a native checkbox with
 * `role="switch"`: Space toggles it, it takes part in forms, and assistive technology reads
 * "switch, on/off" from its checked state (so no `aria-checked`, which HTML forbids on it).
 *
 * @example
 * <Toggle label={t('settings.submenus')} checked={submenus} onCheckedChange={setSubmenus} />
 */
export function Toggle({ className, ...rest }: ToggleProps) {
  return (
    <Checkbox
      {...rest}
      role="switch"
      className={['plein-toggle', className].filter(Boolean).join(' ')}
    />
  );
}

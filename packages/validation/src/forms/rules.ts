/**
 * A custom field rule: returns `true` when the value is fine, and `false` or a message text when
 * it is not (spec section 5).
 */
export type FieldRule<T = unknown> = (value: T) => boolean | string;

/** What made a field run its rules. */
export type RuleTrigger = 'change' | 'blur' | 'demand';

/**
 * When a field runs its rules: `change` runs them on every change (and on blur and demand),
 * `blur` on leaving the field (and on demand), `demand` only when the form asks (e.g. on submit).
 */
export type RuleMode = RuleTrigger;

/** Options of {@link runRules}. */
export interface RunRulesOptions {
  /** When the field validates; default `change`. */
  mode?: RuleMode;
  /** Message for a rule that returned `false`; default the i18n key `validation.invalid`. */
  fallbackMessage?: string;
}

const reach: Record<RuleMode, readonly RuleTrigger[]> = {
  change: ['change', 'blur', 'demand'],
  blur: ['blur', 'demand'],
  demand: ['demand'],
};

/**
 * Whether a field in `mode` validates on `trigger`.
 *
 * @example
 * shouldRunRules('blur', 'change'); // false
 * shouldRunRules('blur', 'demand'); // true
 */
export function shouldRunRules(mode: RuleMode, trigger: RuleTrigger): boolean {
  return reach[mode].includes(trigger);
}

/**
 * Runs a field's rules in order and returns the first failure's message, or `null` when all pass
 * or the trigger does not apply to the field's mode.
 *
 * @example
 * const rules = [(v: string) => v.length > 0 || 'Required', (v: string) => v.length <= 10];
 * runRules(rules, '', 'change'); // 'Required'
 * runRules(rules, 'far too long!', 'blur'); // 'validation.invalid'
 * runRules(rules, '', 'change', { mode: 'demand' }); // null
 */
export function runRules<T>(
  rules: readonly FieldRule<T>[],
  value: T,
  trigger: RuleTrigger,
  options: RunRulesOptions = {},
): string | null {
  if (!shouldRunRules(options.mode ?? 'change', trigger)) return null;
  for (const rule of rules) {
    const outcome = rule(value);
    if (outcome === false) return options.fallbackMessage ?? 'validation.invalid';
    if (typeof outcome === 'string') return outcome;
  }
  return null;
}

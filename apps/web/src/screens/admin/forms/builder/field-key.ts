/** Longest field key (`formFieldKeyPattern`: a letter, then up to 39 of a-z, 0-9 and `_`). */
const maxKeyLength = 40;

/**
 * A field key made from a label: lower case without accents, other characters as `_`, starting
 * with a letter, at most 40 characters, and not one of `taken` (then `_2`, `_3`, … is added).
 *
 * @example
 * suggestFieldKey('Uw e-mailadres', []); // 'uw_e_mailadres'
 * suggestFieldKey('Naam', ['naam']); // 'naam_2'
 * suggestFieldKey('', []); // 'veld'
 */
export function suggestFieldKey(label: string, taken: readonly string[]): string {
  let base = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(base)) base = base ? `veld_${base}` : 'veld';
  base = base.slice(0, maxKeyLength).replace(/_+$/, '');
  let key = base;
  for (let n = 2; taken.includes(key); n++) {
    const suffix = `_${n}`;
    key = `${base.slice(0, maxKeyLength - suffix.length).replace(/_+$/, '')}${suffix}`;
  }
  return key;
}

/**
 * An option value made from its label: like a field key, but it may start with a digit.
 *
 * @example
 * suggestOptionValue('Ja, graag!'); // 'ja_graag'
 */
export function suggestOptionValue(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100);
}

/** Character shown in a position of the mask that is not filled yet (spec section 5). */
export const MASK_FILL_CHAR = '_';

/** A mask token: which characters it takes and how it writes them. */
export interface MaskToken {
  /** Characters this position accepts. */
  pattern: RegExp;
  /** Rewrites an accepted character (upper- or lower-case variants). */
  transform?: (char: string) => string;
}

const upper = (c: string) => c.toUpperCase();
const lower = (c: string) => c.toLowerCase();

/**
 * The mask tokens: `#` digit; `S` letter; `N` letter or digit; `A`/`a` letter written upper/lower
 * case; `X`/`x` letter or digit written upper/lower case. Any other mask character is written as
 * is; put `\` before a token character to write it literally.
 */
export const maskTokens: Readonly<Record<string, MaskToken>> = {
  '#': { pattern: /\d/ },
  S: { pattern: /\p{L}/u },
  N: { pattern: /[\p{L}\d]/u },
  A: { pattern: /\p{L}/u, transform: upper },
  a: { pattern: /\p{L}/u, transform: lower },
  X: { pattern: /[\p{L}\d]/u, transform: upper },
  x: { pattern: /[\p{L}\d]/u, transform: lower },
};

/** The preset masks: date, datetime, time, full time, phone and card number. */
export const maskPresets = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fullTime: '##:##:##',
  phone: '(###) ### - ####',
  cardNumber: '#### #### #### ####',
} as const;

type Slot = { token: MaskToken } | { literal: string };

function slots(mask: string): Slot[] {
  const result: Slot[] = [];
  for (let i = 0; i < mask.length; i++) {
    const char = mask[i]!;
    if (char === '\\' && i + 1 < mask.length) result.push({ literal: mask[++i]! });
    else result.push(maskTokens[char] ? { token: maskTokens[char] } : { literal: char });
  }
  return result;
}

/**
 * Writes `raw` into `mask`: characters a token does not accept are skipped, literals are inserted
 * (or taken over when `raw` already has them), and unfilled positions show `_`. The result always
 * has the mask's full length.
 *
 * @example
 * applyMask(maskPresets.date, '20230314'); // '2023/03/14'
 * applyMask(maskPresets.time, '9'); // '9_:__'
 * applyMask('AA-##', 'nl12'); // 'NL-12'
 */
export function applyMask(mask: string, raw: string): string {
  const chars = [...raw];
  let at = 0;
  let out = '';
  for (const slot of slots(mask)) {
    if ('literal' in slot) {
      out += slot.literal;
      if (chars[at] === slot.literal) at++;
      continue;
    }
    while (at < chars.length && !slot.token.pattern.test(chars[at]!)) at++;
    const char = chars[at++];
    out += char === undefined ? MASK_FILL_CHAR : (slot.token.transform?.(char) ?? char);
  }
  return out;
}

/**
 * The characters a user typed into a masked value, without literals and fill characters.
 *
 * @example
 * unmask(maskPresets.date, '2023/03/1_'); // '2023031'
 * unmask(maskPresets.phone, '(020) 555 - 1234'); // '0205551234'
 */
export function unmask(mask: string, masked: string): string {
  const chars = [...masked];
  return slots(mask)
    .map((slot, i) =>
      'token' in slot && chars[i] !== undefined && slot.token.pattern.test(chars[i])
        ? chars[i]
        : '',
    )
    .join('');
}

/**
 * Whether every token position of `masked` holds an accepted character.
 *
 * @example
 * isMaskComplete(maskPresets.time, '12:30'); // true
 * isMaskComplete(maskPresets.time, '12:3_'); // false
 */
export function isMaskComplete(mask: string, masked: string): boolean {
  const all = slots(mask);
  return (
    [...masked].length === all.length &&
    unmask(mask, masked).length === all.filter((s) => 'token' in s).length
  );
}

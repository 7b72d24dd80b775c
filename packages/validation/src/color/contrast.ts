import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

/** Minimum WCAG 2 contrast for level AA: normal text 4.5, large text (and UI parts) 3. */
export const WCAG_AA_CONTRAST = { normal: 4.5, large: 3 } as const;

let extended = false;

function parse(color: string) {
  // Extended on first use, not at import: importing the module costs nothing until it is used.
  if (!extended) extend([a11yPlugin]);
  extended = true;
  const parsed = colord(color);
  if (!parsed.isValid()) throw new TypeError(`Not a colour: ${color}`);
  return parsed;
}

/**
 * WCAG 2 contrast ratio of two colours (hex, rgb() or rgba()), from 1 to 21, two decimals.
 * Throws a `TypeError` for text that is not a colour.
 *
 * @example
 * contrastRatio('#000', '#fff'); // 21
 * contrastRatio('#777777', '#ffffff'); // 4.47
 */
export function contrastRatio(colorA: string, colorB: string): number {
  return parse(colorA).contrast(parse(colorB));
}

/**
 * Whether text in `foreground` on `background` meets WCAG AA: 4.5:1, or 3:1 for large text.
 * The web app uses it to check a tenant's colour scheme.
 *
 * @example
 * meetsContrastAA('#ffffff', '#0050b3'); // true
 * meetsContrastAA('#777', '#fff'); // false
 * meetsContrastAA('#777', '#fff', { largeText: true }); // true
 */
export function meetsContrastAA(
  foreground: string,
  background: string,
  options: { largeText?: boolean } = {},
): boolean {
  const needed = options.largeText ? WCAG_AA_CONTRAST.large : WCAG_AA_CONTRAST.normal;
  return contrastRatio(foreground, background) >= needed;
}

import { isExternalUrl, isInternalMenuPath, maxButtons } from '@plein/validation';

/** The look of a button in a `buttons` block. */
export type ButtonsVariant = 'primary' | 'secondary';

/** One button of a `buttons` block: a link that looks like a button. */
export interface ButtonsItem {
  label: string;
  /** A site path (`/contact`) or an external URL (http, https or ftp of a public host). */
  url: string;
  variant: ButtonsVariant;
}

/** Content of a `buttons` block. */
export interface ButtonsContent {
  buttons: ButtonsItem[];
}

/** Most buttons a block holds (the API's limit, from the contract). */
export { maxButtons };

/** Translation keys of the buttons block: its Edit form and the View's external-link text. */
export const buttonsTranslationKeys = {
  label: 'blocks.buttons.label',
  item: 'blocks.buttons.item',
  text: 'blocks.buttons.text',
  url: 'blocks.buttons.url',
  urlHint: 'blocks.buttons.urlHint',
  variant: 'blocks.buttons.variant',
  primary: 'blocks.buttons.primary',
  secondary: 'blocks.buttons.secondary',
  add: 'blocks.buttons.add',
  empty: 'blocks.buttons.empty',
  textRequired: 'blocks.buttons.textRequired',
  urlRequired: 'blocks.buttons.urlRequired',
  urlInvalid: 'blocks.buttons.urlInvalid',
  /** Announced after an external button's text (View, through BlockServicesProvider's `t`). */
  external: 'blocks.common.external',
} as const;

/**
 * Where a button's URL goes: `internal` for a site path (rendered with the app's router link),
 * `external` for a public http(s)/ftp URL, null for anything else (`javascript:`, `//host`, a
 * private address, spaces or control characters), which is not rendered.
 *
 * @example
 * buttonLinkKind('/contact'); // 'internal'
 * buttonLinkKind('https://example.org'); // 'external'
 * buttonLinkKind('javascript:alert(1)'); // null
 */
export function buttonLinkKind(url: string): 'internal' | 'external' | null {
  // Browsers drop tabs and newlines from URLs, which could turn `/\t/host` into `//host`.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return null;
  if (isInternalMenuPath(url)) return 'internal';
  if (isExternalUrl(url)) return 'external';
  return null;
}

function isButtonsItem(value: unknown): value is ButtonsItem {
  if (typeof value !== 'object' || value === null) return false;
  const { label, url, variant } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    typeof url === 'string' &&
    (variant === 'primary' || variant === 'secondary')
  );
}

/**
 * Whether content is a valid buttons document.
 *
 * @example
 * isButtonsContent({ buttons: [{ label: 'Contact', url: '/contact', variant: 'primary' }] }); // true
 */
export function isButtonsContent(content: unknown): content is ButtonsContent {
  if (typeof content !== 'object' || content === null) return false;
  const { buttons } = content as Record<string, unknown>;
  return Array.isArray(buttons) && buttons.every(isButtonsItem);
}

import { filesize } from 'filesize';

/** Options of {@link formatFileSize}. */
export interface FormatFileSizeOptions {
  /** BCP 47 locale for the decimal separator, e.g. `nl` gives `1,5 KB`; default `en`. */
  locale?: string;
}

/**
 * File size as text in 1024 units (spec section 9): B, KB, MB, GB, at most two decimals.
 *
 * @example
 * formatFileSize(1536); // '1.5 KB'
 * formatFileSize(1023); // '1,023 B' (grouped per locale)
 * formatFileSize(30 * 1024 * 1024, { locale: 'nl' }); // '30 MB'
 */
export function formatFileSize(bytes: number, options: FormatFileSizeOptions = {}): string {
  return filesize(bytes, { base: 2, standard: 'jedec', round: 2, locale: options.locale ?? 'en' });
}

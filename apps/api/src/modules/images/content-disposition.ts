import { sanitizeFileName } from '@plein/validation';
import type { ImageFormat } from '@plein/image-service';

/**
 * An `inline` Content-Disposition offering `name` as the file name: the spec's unsafe characters
 * removed (sanitizeFileName), control characters and quotes dropped, the extension set to the
 * variant's format. Non-ASCII names also go in `filename*` (RFC 6266/8187).
 *
 * @example
 * contentDisposition('a:b"c.png', 'webp'); // 'inline; filename="abc.webp"'
 */
export function contentDisposition(name: string, format: ImageFormat): string {
  const extension = format === 'jpeg' ? 'jpg' : format;
  const base =
    sanitizeFileName(name)
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f;,%]/g, '')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .trim()
      .slice(0, 150) || 'image';
  const fileName = `${base}.${extension}`;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  if (ascii === fileName) return `inline; filename="${fileName}"`;
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

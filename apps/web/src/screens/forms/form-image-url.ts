/**
 * The address of a variant of an image sent with a form: administrators open it as it is; the
 * receipt adds its submission's guid, which lets its holder see the image (never a shared cache).
 *
 * @example
 * formImageUrl(imageGuid, { width: 320, submission: submissionGuid }); // '/a/…?width=320&submission=…'
 */
export function formImageUrl(
  imageGuid: string,
  options: { width?: number; submission?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.width) query.set('width', String(options.width));
  if (options.submission) query.set('submission', options.submission);
  const search = query.toString();
  return `/a/${encodeURIComponent(imageGuid)}${search ? `?${search}` : ''}`;
}

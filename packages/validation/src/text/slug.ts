/**
 * The title part of a list item URL (`.../i/{itemGuid}/{itemTitle}`, spec section 2): lowercase,
 * spaces become hyphens, other characters are stripped. Accents are removed from their letters
 * first (`é` becomes `e`) so Dutch titles keep their words.
 *
 * @example
 * slugifyItemTitle('Café de Zon: open!'); // 'cafe-de-zon-open'
 */
export function slugifyItemTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

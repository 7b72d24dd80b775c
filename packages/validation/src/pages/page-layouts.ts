/** The four page layouts (spec section 2): one column, or a side column left, right or both. */
export type PageLayoutName = '100' | '25-75' | '75-25' | '25-50-25';

/** Where a block sits in a layout: the top and bottom rows and the middle row's columns. */
export type LayoutPosition = 'top' | 'side-left' | 'main' | 'side-right' | 'bottom';

/**
 * Every page layout, in spec order: the whitelist the API accepts.
 *
 * @example
 * string().oneOf(pageLayoutNames);
 */
export const pageLayoutNames: readonly PageLayoutName[] = ['100', '25-75', '75-25', '25-50-25'];

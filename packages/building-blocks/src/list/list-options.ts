import type { BlockOption } from '../registry/registry';

/** The list block options the view needs (the API applies the others). */
export interface ListViewOptions {
  /** Load the items in the browser when the list scrolls into view, not on the server. */
  lazyLoad: boolean;
}

/**
 * Reads the view's options from a block's name/value options.
 *
 * @example
 * readListViewOptions([{ name: 'lazyLoad', value: 'true' }]); // { lazyLoad: true }
 */
export function readListViewOptions(options: readonly BlockOption[]): ListViewOptions {
  const value = options.find((option) => option.name === 'lazyLoad')?.value;
  return { lazyLoad: value?.trim().toLowerCase() === 'true' };
}

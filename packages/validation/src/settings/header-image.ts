/**
 * One image of the header (the `headerImages` setting and the `header-images` block, spec
 * section 3).
 */
export interface HeaderImage {
  /** The entry's own guid, stable while it is edited and reordered. */
  guid: string;
  /** Guid of the uploaded image. */
  imageGuid: string;
  /** Short title on the panel over the image; empty for none. */
  title: string;
  /** Text below the title; empty for none. */
  text: string;
}

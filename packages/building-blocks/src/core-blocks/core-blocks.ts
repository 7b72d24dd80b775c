import { buttonsBlock } from '../buttons/buttons';
import { formBlock } from '../form/form';
import { headerImagesBlock } from '../header-images/header-images';
import { heroBlock } from '../hero/hero';
import { imageBlock } from '../image/image';
import { listBlock } from '../list/list';
import { listWidgetBlock } from '../list/list-widget';
import { createBlockRegistry } from '../registry/registry';
import type { AnyBlockDefinition, BlockRegistry } from '../registry/registry';
import { richTextBlock } from '../rich-text/rich-text';
import { videoBlock } from '../video/video';

/** The block types every Plein front end has. */
export const coreBlocks: readonly AnyBlockDefinition[] = [
  heroBlock,
  richTextBlock,
  imageBlock,
  headerImagesBlock,
  buttonsBlock,
  videoBlock,
  formBlock,
  listBlock,
  listWidgetBlock,
];

/**
 * A new registry with the core blocks; register a tenant's own blocks on it.
 *
 * @example
 * const registry = createCoreRegistry().register(acmeMapBlock);
 */
export function createCoreRegistry(): BlockRegistry {
  return createBlockRegistry(coreBlocks);
}

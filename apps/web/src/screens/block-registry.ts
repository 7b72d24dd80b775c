import type { BlockRegistry } from '@plein/building-blocks';
import { appBlockExtensions } from '../blocks/app-block-extensions';
import type { IslandViewsOptions } from '../blocks/app-block-extensions';
import { buildBlockRegistry } from '../blocks/block-extensions';
import { extensionFailureLog } from '../blocks/extension-failure-log';

/**
 * The block types this front end renders, registered by its start-up extensions: the core set,
 * with the blocks that run in the browser (video, form) as islands when the page is sent as a
 * document with islands; `FormView` replaces the form block's view (a preview's, which cannot be
 * sent). An extension that fails is skipped; its failure is logged through `blockRegistry`'s
 * {@link logBlockExtensionFailures}, as these extensions are the same.
 */
export function createAppRegistry(options: IslandViewsOptions = {}): BlockRegistry {
  return buildBlockRegistry(appBlockExtensions(options)).registry;
}

const built = buildBlockRegistry(appBlockExtensions());

/** The block types of every page. */
export const blockRegistry: BlockRegistry = built.registry;

/**
 * Logs the start-up extensions that failed while `blockRegistry` was built. The server's render
 * and the browser's start call it with their logger; only the first call logs.
 */
export const logBlockExtensionFailures = extensionFailureLog(built.failures);

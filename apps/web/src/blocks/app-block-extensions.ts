import type { ComponentType } from 'react';
import { coreBlocks, formBlock, videoBlock } from '@plein/building-blocks';
import type { BlockViewProps, FormBlockContent } from '@plein/building-blocks';
import { FormBlockView, VideoBlockView } from '../islands/block-islands';
import type { BlockExtension } from './block-extensions';

/** The block types every Plein front end has (`@plein/building-blocks`). */
export const coreBlocksExtension: BlockExtension = {
  name: 'core-blocks',
  register(registry) {
    for (const definition of coreBlocks) registry.register(definition);
  },
};

/** Options of {@link islandViewsExtension}. */
export interface IslandViewsOptions {
  /** The form block's view; a preview's replaces the island, which it cannot send. */
  FormView?: ComponentType<BlockViewProps<FormBlockContent>>;
}

/**
 * The blocks that run in the browser (video, form), as islands when the page is sent as a
 * document with islands: they replace the core views.
 */
export function islandViewsExtension({
  FormView = FormBlockView,
}: IslandViewsOptions = {}): BlockExtension {
  return {
    name: 'island-views',
    register(registry) {
      registry
        .register({ ...videoBlock, View: VideoBlockView }, { replace: true })
        .register({ ...formBlock, View: FormView }, { replace: true });
    },
  };
}

/**
 * The start-up extensions of this front end's block registry, in the order they run. A tenant's
 * own block package is added here, after the ones whose types it may replace.
 */
export function appBlockExtensions(options: IslandViewsOptions = {}): BlockExtension[] {
  return [coreBlocksExtension, islandViewsExtension(options)];
}

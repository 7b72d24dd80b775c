export { coreBlocks, createCoreRegistry } from './core-blocks';
export { blockMessages } from './block-messages';

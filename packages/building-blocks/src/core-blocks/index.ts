export { coreBlocks, createCoreRegistry } from './core-blocks';

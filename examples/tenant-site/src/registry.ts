import { createCoreRegistry } from '@plein/building-blocks';

/** The blocks this site renders: every core block. Register your own block types here. */
export const registry = createCoreRegistry();

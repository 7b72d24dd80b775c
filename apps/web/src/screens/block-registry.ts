import { createCoreRegistry } from '@plein/building-blocks';

/** The block types this front end renders: the core set (hero, rich text, list, list widget). */
export const blockRegistry = createCoreRegistry();

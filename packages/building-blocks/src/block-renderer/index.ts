export { BlockRenderer } from './block-renderer';
export type { BlockRendererProps } from './block-renderer';

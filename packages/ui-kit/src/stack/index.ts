export { Cluster, Stack } from './stack';
export type { LayoutPrimitiveProps } from './stack';

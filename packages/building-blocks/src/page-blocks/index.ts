export { groupBlocksByPosition, toBlockInstance } from './page-blocks';
export type { PlacedBlock } from './page-blocks';

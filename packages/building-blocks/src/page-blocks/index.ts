export {
  groupBlocksByPosition,
  pageRegions,
  regionOfPosition,
  toBlockInstance,
} from './page-blocks';
export type { PlacedBlock } from './page-blocks';

export { Drawer } from './drawer';
export type { DrawerProps } from './drawer';

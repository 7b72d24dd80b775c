export { NavigationMenu, submenuHoverDelay } from './navigation-menu';
export type { NavigationItem, NavigationMenuProps } from './navigation-menu';

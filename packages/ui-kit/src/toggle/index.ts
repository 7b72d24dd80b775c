export { Toggle } from './toggle';
export type { ToggleProps } from './toggle';

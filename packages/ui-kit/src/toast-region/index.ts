export { ToastRegion } from './toast-region';
export type { ToastItem, ToastRegionProps, ToastTone } from './toast-region';

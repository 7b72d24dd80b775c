export { Dialog, dialogShakeMs, dialogTransitionMs } from './dialog';
export type { DialogProps } from './dialog';

export {
  Dialog,
  DialogActions,
  DialogBody,
  DialogRoot,
  DialogTitle,
  dialogShakeMs,
  dialogTransitionMs,
} from './dialog';
export type { DialogProps, DialogRootProps, DialogTitleProps } from './dialog';

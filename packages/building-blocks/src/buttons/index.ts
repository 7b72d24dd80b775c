export { ButtonsView, buttonsBlock } from './buttons';
export { ButtonsEdit } from './buttons-edit';
export {
  buttonLinkKind,
  buttonsTranslationKeys,
  isButtonsContent,
  maxButtons,
} from './buttons-content';
export type { ButtonsContent, ButtonsItem, ButtonsVariant } from './buttons-content';

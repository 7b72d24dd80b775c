export { FormEdit, FormView, formBlock } from './form';
export { isFormBlockContent, formTranslationKeys } from './form-content';
export type { FormBlockContent } from './form-content';
export { FormServicesProvider, formPostFields, useFormServices } from './form-services';
export type {
  FormChoices,
  FormImageFailure,
  FormImageUploadResult,
  FormPostOutcome,
  FormServices,
  FormSubmitResult,
  PublicFormState,
} from './form-services';
export { PublicFormView, problemText } from './form-view';
export type { PublicFormViewProps } from './form-view';

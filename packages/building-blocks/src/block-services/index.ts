export { BlockServicesProvider, useBlockServices } from './block-services';
export type {
  BlockConsentCategory,
  BlockServices,
  BlockServicesProviderProps,
  ConsentServices,
  UploadedBlockImage,
  UploadImage,
} from './block-services';

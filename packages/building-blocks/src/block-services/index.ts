export { BlockServicesProvider, lookUpMessage, useBlockServices } from './block-services';
export type {
  BlockConsentCategory,
  BlockServices,
  BlockServicesProviderProps,
  ConsentServices,
  UploadedBlockImage,
  UploadImage,
} from './block-services';

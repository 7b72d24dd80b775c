export { createBlockRegistry } from './registry';
export type {
  AnyBlockDefinition,
  BlockDefinition,
  BlockEditProps,
  BlockInstance,
  BlockOption,
  BlockRegistry,
  BlockRegistryError,
  BlockViewProps,
  RegisterOptions,
  Translate,
} from './registry';

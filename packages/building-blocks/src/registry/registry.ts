import type { ComponentType } from 'react';

/** A name/value option of a block instance (as the API stores them). */
export interface BlockOption {
  name: string;
  value: string;
}

/**
 * One block placed on a page: the registry type name plus the type's own content document.
 * The API's `BuildingBlockInstance` maps to it with `toBlockInstance`.
 */
export interface BlockInstance<C = unknown> {
  guid: string;
  /** The block type name in the registry, e.g. `rich-text`. */
  type: string;
  content: C;
  options?: readonly BlockOption[];
}

/** Props of a block type's View component, rendered for visitors. */
export interface BlockViewProps<C> {
  guid: string;
  content: C;
  options: readonly BlockOption[];
}

/**
 * Translates a key to the user's language (i18next's `t`). Edit components get their labels
 * through it, so no text is hard-coded in a block.
 */
export type Translate = (key: string) => string;

/** Props of a block type's Edit component, the form a content manager edits the block with. */
export interface BlockEditProps<C> {
  guid: string;
  content: C;
  /** Called with the whole new content document on every change. */
  onChange: (content: C) => void;
  /** Translates the form's label keys. */
  t: Translate;
}

/** What a block type registers: its components, default content and content check. */
export interface BlockDefinition<C> {
  /** Unique type name, kebab-case; a tenant's own blocks should use a prefix (`acme-map`). */
  type: string;
  View: ComponentType<BlockViewProps<C>>;
  Edit: ComponentType<BlockEditProps<C>>;
  /** Translation key of the block's name in the editor's block picker; defaults to `type`. */
  label?: string;
  /** Content of a newly added block. */
  defaultContent: C;
  /**
   * Checks content that comes from the API before it is rendered; content that fails is not
   * rendered (BlockRenderer reports it through `onInvalidBlock`).
   */
  validate?: (content: unknown) => content is C;
}

/**
 * A definition whose content type has been erased, as the registry stores it. `any` is needed
 * here: component props are contravariant, so no other type accepts every BlockDefinition<C>.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any>;

/** Options of {@link BlockRegistry.register}. */
export interface RegisterOptions {
  /** Replace an already registered type (e.g. a tenant's own hero) instead of failing. */
  replace?: boolean;
}

/** A set of block types the renderer and editor look types up in. */
export interface BlockRegistry {
  /**
   * Adds a block type. Fails with code `BLOCK_TYPE_TAKEN` when the type exists, unless `replace`.
   * Returns the registry, so calls chain.
   */
  register<C>(definition: BlockDefinition<C>, options?: RegisterOptions): BlockRegistry;
  /** The definition of a type, or undefined for an unknown type. */
  get(type: string): AnyBlockDefinition | undefined;
  /** Whether a type is registered. */
  has(type: string): boolean;
  /** Every definition, in registration order. */
  list(): AnyBlockDefinition[];
}

/** Error thrown on registering a type twice. */
export interface BlockRegistryError extends Error {
  code: 'BLOCK_TYPE_TAKEN';
  type: string;
}

/**
 * Creates an empty block registry, optionally filled with definitions. Other tenant front ends
 * extend the core set by registering their own types.
 *
 * @example
 * const registry = createCoreRegistry().register({
 *   type: 'acme-map', View: MapView, Edit: MapEdit, label: 'blocks.acmeMap.label',
 *   defaultContent: { lat: 52.1, lng: 5.1 },
 * });
 */
export function createBlockRegistry(
  definitions: readonly AnyBlockDefinition[] = [],
): BlockRegistry {
  const types = new Map<string, AnyBlockDefinition>();
  const registry: BlockRegistry = {
    register(definition, options = {}) {
      if (types.has(definition.type) && !options.replace) {
        const error = new Error(
          `Block type "${definition.type}" is already registered`,
        ) as BlockRegistryError;
        error.code = 'BLOCK_TYPE_TAKEN';
        error.type = definition.type;
        throw error;
      }
      types.set(definition.type, definition);
      return registry;
    },
    get: (type) => types.get(type),
    has: (type) => types.has(type),
    list: () => [...types.values()],
  };
  for (const definition of definitions) registry.register(definition);
  return registry;
}

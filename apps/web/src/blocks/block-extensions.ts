import { createBlockRegistry } from '@plein/building-blocks';
import type { BlockRegistry } from '@plein/building-blocks';

/**
 * A start-up extension of the block registry: a named unit that registers block types (the core
 * blocks, the app's island views, a tenant's own block package). Registration is synchronous, so
 * the server and the browser build the same registry before their first render.
 *
 * @example
 * const acmeBlocks: BlockExtension = {
 *   name: '@acme/blocks',
 *   register: (registry) => registry.register(acmeMapBlock),
 * };
 */
export interface BlockExtension {
  /** Names the extension in the log when it fails. */
  name: string;
  /** Registers the extension's block types; throwing skips the whole extension. */
  register(registry: BlockRegistry): void;
}

/** An extension that threw while registering, and was skipped. */
export interface BlockExtensionFailure {
  name: string;
  error: unknown;
}

/** A registry built from extensions, with the extensions that failed. */
export interface BuiltBlockRegistry {
  registry: BlockRegistry;
  failures: BlockExtensionFailure[];
}

/**
 * Runs the extensions in order into a new registry. One that throws is skipped (spec section 8: a
 * failed start-up extension is logged and skipped) and answered among the failures, for the
 * caller to log: the registry keeps what the others registered.
 *
 * @example
 * const { registry, failures } = buildBlockRegistry([coreBlocksExtension, acmeBlocks]);
 */
export function buildBlockRegistry(extensions: readonly BlockExtension[]): BuiltBlockRegistry {
  let registry = createBlockRegistry();
  const failures: BlockExtensionFailure[] = [];
  for (const extension of extensions) {
    // Each extension registers into a copy, kept only when it finishes: one that throws halfway
    // leaves none of its types behind (and replaces none).
    const draft = createBlockRegistry(registry.list());
    try {
      extension.register(draft);
      registry = draft;
    } catch (error) {
      failures.push({ name: extension.name, error });
    }
  }
  return { registry, failures };
}

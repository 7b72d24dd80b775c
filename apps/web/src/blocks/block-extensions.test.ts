import { describe, expect, it, vi } from 'vitest';
import type { BlockDefinition } from '@plein/building-blocks';
import type { BlockExtension } from './block-extensions';
import { buildBlockRegistry } from './block-extensions';
import { extensionFailureLog } from './extension-failure-log';

const nothing = () => null;

/** A block type with nothing but its name. */
function block(type: string): BlockDefinition<object> {
  return { type, View: nothing, Edit: nothing, defaultContent: {} };
}

/** An extension that registers the given types in order. */
function extension(name: string, ...types: string[]): BlockExtension {
  return {
    name,
    register(registry) {
      for (const type of types) registry.register(block(type));
    },
  };
}

const typesOf = (built: ReturnType<typeof buildBlockRegistry>) =>
  built.registry.list().map((definition) => definition.type);

describe('block start-up extensions', () => {
  it('register their types in the order the extensions run', () => {
    const built = buildBlockRegistry([
      extension('core', 'hero', 'rich-text'),
      extension('acme', 'acme-map'),
      extension('local', 'local-poll'),
    ]);

    expect(typesOf(built)).toEqual(['hero', 'rich-text', 'acme-map', 'local-poll']);
    expect(built.failures).toEqual([]);
  });

  it('skip an extension that throws, keep none of its types, and let the later ones register', () => {
    const broken = new Error('acme-map needs a map key');
    const replacement = block('hero');
    const failing: BlockExtension = {
      name: '@acme/blocks',
      register(registry) {
        registry.register(replacement, { replace: true }).register(block('acme-chart'));
        throw broken;
      },
    };

    const built = buildBlockRegistry([
      extension('core', 'hero', 'rich-text'),
      failing,
      extension('local', 'local-poll'),
    ]);

    expect(typesOf(built)).toEqual(['hero', 'rich-text', 'local-poll']);
    expect(built.registry.get('hero')).not.toBe(replacement);
    expect(built.failures).toEqual([{ name: '@acme/blocks', error: broken }]);
  });

  it('skip an extension that registers a type twice (BLOCK_TYPE_TAKEN)', () => {
    const built = buildBlockRegistry([
      extension('core', 'hero'),
      extension('copy', 'hero-two', 'hero'),
    ]);

    expect(typesOf(built)).toEqual(['hero']);
    expect(built.failures).toEqual([
      { name: 'copy', error: expect.objectContaining({ code: 'BLOCK_TYPE_TAKEN' }) as unknown },
    ]);
  });

  it('log each failed extension once, with its name and error', () => {
    const built = buildBlockRegistry([
      extension('core', 'hero'),
      {
        name: 'tenant-script',
        register() {
          throw new TypeError('window is not defined');
        },
      },
    ]);
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const logFailures = extensionFailureLog(built.failures);

    logFailures(logger);
    logFailures(logger);

    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      'Start-up extension failed and was skipped',
      expect.objectContaining({
        extension: 'tenant-script',
        error: 'TypeError: window is not defined',
        stack: expect.stringContaining('window is not defined') as unknown,
      }),
    );
  });
});

import type { Options } from 'tsup';

/**
 * The one tsup preset every package builds with: ESM + .d.ts, entries equal to the package's
 * exports, peers and dependencies left external.
 *
 * @example
 * export default defineConfig(packagePreset({ index: 'src/index.ts' }));
 */
export function packagePreset(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    dts: { compilerOptions: { customConditions: [] } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
    ...overrides,
  };
}

/** Modules that only tests use: never entries of a build. */
const testOnlyModules = ['!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/test-*.ts'];

/**
 * {@link packagePreset} with every source module an entry of its own, which the exports re-export:
 * a consumer's bundler then takes only the modules of what it imports. In one bundled file, a
 * dependency with side effects on import (yup, a CommonJS package) would come with every helper.
 * The declarations are still bundled per export.
 *
 * @example
 * export default defineConfig(perModulePreset({ index: 'src/index.ts', node: 'src/node.ts' }));
 */
export function perModulePreset(exportsEntry: Record<string, string>): Options {
  return packagePreset(exportsEntry, {
    entry: ['src/**/*.ts', ...testOnlyModules],
    dts: { entry: exportsEntry, compilerOptions: { customConditions: [] } },
    // Rollup's second pass would merge the modules back.
    treeshake: false,
  });
}

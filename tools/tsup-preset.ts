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

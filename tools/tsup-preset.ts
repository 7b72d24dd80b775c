import { readdirSync } from 'node:fs';
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

/** Modules that only tests, stories and their helpers use: never entries of a build. */
const testOnly =
  /(\.test\.tsx?|\.test-d\.tsx?|\.stories\.tsx)$|(^|\/)test-|(^|\/)test-(utils|support)\//;

/** Every source module under `src`, as `src/...` paths. */
function sourceModules(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !testOnly.test(path))
    .map((path) => `src/${path}`);
}

/**
 * {@link packagePreset} with every source module an entry of its own, which the exports re-export:
 * a consumer's bundler then takes only the modules of what it imports, as the package declares
 * its JavaScript free of side effects. In one bundled file, a module-level call (`createContext`,
 * yup's schema builders, a CommonJS package) would come with every helper. The exports keep their
 * own names (`hero` -> `dist/hero.js`); the other modules keep their paths (`dist/hero/hero.js`).
 * Stylesheet entries (`base: 'src/base/base.css'`) are built without declarations.
 *
 * @example
 * export default defineConfig(perModulePreset({ index: 'src/index.ts', node: 'src/node.ts' }));
 */
export function perModulePreset(
  exportsEntry: Record<string, string>,
  stylesheets: Record<string, string> = {},
): Options {
  const exported = new Set(Object.values(exportsEntry).map((path) => path.replace(/^\.\//, '')));
  const modules = Object.fromEntries(
    sourceModules()
      .filter((path) => !exported.has(path))
      .map((path) => [path.slice('src/'.length).replace(/\.tsx?$/, ''), path]),
  );
  return packagePreset(
    { ...modules, ...exportsEntry, ...stylesheets },
    {
      dts: { entry: exportsEntry, compilerOptions: { customConditions: [] } },
      // Rollup's second pass would merge the modules back.
      treeshake: false,
    },
  );
}

/**
 * The entries of a package whose exports are subpaths (`.` -> index, `./button` -> button), read
 * from its manifest's workspace source condition so entries equal exports.
 */
export function entriesOfExports(exports: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exports).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null && 'import' in value && '@plein/source' in value
        ? [[key === '.' ? 'index' : key.slice(2), String(value['@plein/source'])]]
        : [],
    ),
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Reads the production build (run `pnpm build` first, as for every test in e2e/): the client
// manifest and the source maps the build keeps outside the site.
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Libraries only the single-page app needs: a visitor's page must load none of them. */
const appOnly = /node_modules\/.*\/(react-router|@reduxjs|react-redux|i18next|react-i18next)\//;
const manifest = JSON.parse(readFileSync(`${dist}client/.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The chunks a page loads before it runs: the entry and everything it imports statically. */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

/** The source modules bundled into a chunk, from its source map (the bundler's runtime has none). */
function sourcesOf(file: string): string[] {
  const path = `${dist}sourcemaps/${file}.map`;
  // The bundler's runtime, Vite's preload helper and a chunk that only re-exports another are
  // generated: they have no map.
  if (!existsSync(path) && /rolldown-runtime|preload-helper/.test(file)) return [];
  if (
    !existsSync(path) &&
    /^export\{[^}]*\}from"[^"]+";?\s*$/.test(readFileSync(`${dist}client/${file}`, 'utf8'))
  )
    return [];
  const map = JSON.parse(readFileSync(path, 'utf8')) as {
    sources: string[];
  };
  return map.sources;
}

describe('the JavaScript of a public page', () => {
  const modules = staticGraph('src/entry-client.tsx').flatMap(sourcesOf);

  it('holds the public screens', () => {
    expect(modules.some((source) => source.endsWith('src/screens/page-screen.tsx'))).toBe(true);
  });

  it('holds no admin, editor, account or sign-in screen, nor their form and drag libraries', () => {
    const private_ = modules.filter((source) =>
      /src\/screens\/(admin|account|identity)\/|src\/editor\/|node_modules\/.*\/(formik|yup|@dnd-kit|lodash-es)\//.test(
        source,
      ),
    );
    expect(private_).toEqual([]);
  });

  it('loads those screens as chunks of their own, on their routes', () => {
    const lazy = manifest['src/screens/screen-modules.ts'] ?? manifest['src/entry-client.tsx'];
    const dynamic = Object.values(manifest)
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      .filter((key) => /screens\/admin\/|editor\/page-editor-screen/.test(key));
    expect(lazy).toBeDefined();
    expect(dynamic.length).toBeGreaterThan(5);
  });
});

describe('the JavaScript of a page with islands (issue 11)', () => {
  // The entry loads the islands' runtime after the first paint; that loads each island.
  const entry = 'src/entry-islands.ts';
  const runtime = 'src/islands/hydrate-islands.tsx';
  const islands = manifest[runtime]?.dynamicImports ?? [];
  const modules = [entry, runtime, ...islands]
    .flatMap((key) => staticGraph(key))
    .flatMap(sourcesOf);

  it('starts with a script that imports nothing but the loader before the first paint', () => {
    const imports = (manifest[entry]?.imports ?? []).map((key) => manifest[key]!.file);
    expect(imports.filter((file) => !/preload-helper/.test(file))).toEqual([]);
    expect(manifest[entry]?.dynamicImports).toEqual([runtime]);
  });

  it('loads each island on its own', () => {
    expect(islands).toEqual(
      expect.arrayContaining([
        'src/islands/consent-island.tsx',
        'src/islands/form-island.tsx',
        'src/islands/navigation-island.tsx',
        'src/islands/video-island.tsx',
      ]),
    );
  });

  it('holds no router, store, translation library, nor any admin, editor or account code', () => {
    const found = modules.filter(
      (source) =>
        appOnly.test(source) ||
        /src\/screens\/(admin|account|identity)\/|src\/editor\/|src\/routing\/|node_modules\/.*\/(formik|yup|@dnd-kit|lodash-es)\//.test(
          source,
        ),
    );
    expect(found).toEqual([]);
  });
});

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
  if (!existsSync(path) && file.includes('rolldown-runtime')) return [];
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

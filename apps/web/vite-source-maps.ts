import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Moves the client build's source maps out of the folder the site serves, into `folder` (relative
 * to the project root, e.g. `dist/sourcemaps`, same layout as `dist/client`): published, they would hand the whole client
 * source to anyone. Build with `sourcemap: 'hidden'`, so no script points at a map; to debug,
 * load a map from that folder into the browser's developer tools.
 *
 * @example
 * plugins: [react(), sourceMapsOutsideTheSite('dist/sourcemaps')]
 */
export function sourceMapsOutsideTheSite(folder: string): Plugin {
  let maps: { fileName: string; source: string | Uint8Array }[] = [];
  let target = folder;
  return {
    name: 'plein:source-maps-outside-the-site',
    apply: 'build',
    configResolved(config) {
      target = resolve(config.root, folder);
    },
    generateBundle(_options, bundle) {
      maps = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        maps.push({ fileName, source: output.source });
        delete bundle[fileName];
      }
    },
    async writeBundle() {
      await rm(target, { recursive: true, force: true });
      for (const { fileName, source } of maps) {
        const path = join(target, fileName);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, source);
      }
    },
  };
}

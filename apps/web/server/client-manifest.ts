import { readFile } from 'node:fs/promises';
import type { ClientAssets } from '../src/app/client-assets';

interface ManifestChunk {
  file: string;
}

/** Where Vite's manifest lists the one stylesheet of a build with `cssCodeSplit: false`. */
const stylesheetKey = 'style.css';

/**
 * The entry scripts and the stylesheet, from Vite's build manifest. The build keeps all CSS in
 * one file (decision 0014): one render-blocking request instead of one per chunk, and no
 * stylesheet added later when a lazy chunk loads.
 */
export async function readClientAssets(
  manifestPath: string,
  entry = 'src/entry-client.tsx',
  islandsEntry = 'src/entry-islands.ts',
): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const root = manifest[entry];
  const islands = manifest[islandsEntry];
  const stylesheet = manifest[stylesheetKey];
  if (!root || !islands || !stylesheet)
    throw new Error(
      `${entry}, ${islandsEntry} or ${stylesheetKey} is missing from ${manifestPath}; run the web build first`,
    );
  return {
    scripts: [`/${root.file}`],
    islandScripts: [`/${islands.file}`],
    styles: [`/${stylesheet.file}`],
  };
}

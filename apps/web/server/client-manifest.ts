import { readFile } from 'node:fs/promises';
import type { ClientAssets } from '../src/app/client-assets';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The scripts and stylesheets of the client entry, from Vite's build manifest: the entry chunk
 * plus the CSS of every chunk it imports statically.
 */
export async function readClientAssets(
  manifestPath: string,
  entry = 'src/entry-client.tsx',
  islandsEntry = 'src/entry-islands.tsx',
): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const root = manifest[entry];
  const islands = manifest[islandsEntry];
  if (!root || !islands)
    throw new Error(
      `${entry} or ${islandsEntry} is missing from ${manifestPath}; run the web build first`,
    );
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((file) => styles.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return { scripts: [`/${root.file}`], islandScripts: [`/${islands.file}`], styles: [...styles] };
}

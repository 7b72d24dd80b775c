import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** Where rendered variants are kept; everything in it can be thrown away at any time. */
export interface VariantCache {
  /** The variant's bytes, or null when it is not cached. */
  get(imageGuid: string, variantId: string): Promise<Buffer | null>;
  /**
   * Keeps a variant (best effort: a failed write only costs a later re-render). It is readable
   * from memory as soon as this is called; the promise settles when it is on disk.
   */
  set(imageGuid: string, variantId: string, data: Buffer): Promise<void>;
  /** Forgets every variant of an image (after it was deleted). */
  removeImage(imageGuid: string): Promise<void>;
}

/** Options of {@link createDiskVariantCache}. */
export interface DiskVariantCacheOptions {
  /** The folder, e.g. `PLEIN_DATA_DIR/image-cache`; created when missing. */
  dir: string;
  /** Most bytes kept on disk by this process; least recently used files are deleted (default 1 GiB). */
  maxBytes?: number;
  /** Most bytes of hot variants also kept in memory (default 32 MiB). */
  memoryMaxBytes?: number;
  /** Told about a variant that could not be written (it is rendered again next time). */
  onError?: (error: unknown) => void;
}

const guidPattern = /^[0-9a-f-]{36}$/;
const variantPattern = /^[0-9a-f]{16,64}$/;

/**
 * A {@link VariantCache} in a folder (`<dir>/<guid[0..2]>/<guid>/<variant>`), bounded by an LRU
 * index of the files this process wrote or read, with a small in-memory LRU of hot variants in
 * front. Files are written to a temporary name and renamed, so a reader never sees half a file;
 * deleting the folder while the API runs is safe (the next request re-renders).
 *
 * @example
 * const cache = createDiskVariantCache({ dir: path.join(config.dataDir, 'image-cache') });
 */
export function createDiskVariantCache(options: DiskVariantCacheOptions): VariantCache {
  const { dir } = options;
  const fileOf = (imageGuid: string, variantId: string): string => {
    if (!guidPattern.test(imageGuid) || !variantPattern.test(variantId)) {
      throw new Error('Invalid variant cache key.');
    }
    return path.join(dir, imageGuid.slice(0, 2), imageGuid, variantId);
  };
  const onDisk = new LRUCache<string, number>({
    maxSize: options.maxBytes ?? 1024 ** 3,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') void rm(file, { force: true }).catch(() => undefined);
    },
  });
  const inMemory = new LRUCache<string, Buffer>({
    maxSize: options.memoryMaxBytes ?? 32 * 1024 ** 2,
    sizeCalculation: (data) => Math.max(1, data.length),
  });
  return {
    async get(imageGuid, variantId) {
      const file = fileOf(imageGuid, variantId);
      const hot = inMemory.get(file);
      if (hot) return hot;
      try {
        const data = await readFile(file);
        if (!onDisk.has(file)) onDisk.set(file, data.length);
        inMemory.set(file, data);
        return data;
      } catch {
        return null;
      }
    },
    async set(imageGuid, variantId, data) {
      const file = fileOf(imageGuid, variantId);
      inMemory.set(file, data);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, data);
        await rename(temporary, file);
        onDisk.set(file, data.length);
      } catch (error) {
        options.onError?.(error);
        await rm(temporary, { force: true }).catch(() => undefined);
      }
    },
    async removeImage(imageGuid) {
      if (!guidPattern.test(imageGuid)) return;
      const folder = path.join(dir, imageGuid.slice(0, 2), imageGuid);
      for (const key of [...inMemory.keys()]) if (key.startsWith(folder)) inMemory.delete(key);
      for (const key of [...onDisk.keys()]) if (key.startsWith(folder)) onDisk.delete(key);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '@plein/logger/node';
import type { Router } from 'express';
import type { Database } from '../../db/database';
import { withOriginalCache } from './original-cache';
import { createDatabaseOriginalStore, createFileOriginalStore } from './original-store';
import type { OriginalStore } from './original-store';
import { createImageRecordCache } from './record-cache';
import { createVariantRenderer } from './renderer';
import { createImagesRepository } from './repository';
import { imagesRoutes } from './routes';
import { createImagesService } from './service';
import type { FormUploadGate, ImagesService } from './service';
import { createDiskVariantCache } from './variant-cache';
import type { VariantCache } from './variant-cache';

/** Image service tuning (tests and the benchmark). */
export interface ImageOptions {
  /** Folder of the variant cache; default `config.imageCacheDir`, else a folder in the OS temp dir. */
  cacheDir?: string;
  /** Most bytes of variants on disk (default 1 GiB). */
  cacheMaxBytes?: number;
  /** Transformations at once (default: the number of cores). */
  concurrency?: number;
  /** Largest upload in bytes (default 30 MB). */
  maxUploadBytes?: number;
  /** Replaces the disk cache (the benchmark measures uncached renders with one that never hits). */
  cache?: VariantCache;
  /**
   * Folder of the originals on PGlite; default `<config.dataDir>/originals`. Without either (an
   * in-memory PGlite) they are kept in the database, which lives as long as they do.
   */
  originalsDir?: string;
  /** Replaces the original store chosen from the engine. */
  originals?: OriginalStore;
  /** Folder uploads are spooled to when originals live in the database (default OS temp). */
  spoolDir?: string;
  /** Most bytes of recently read originals kept in memory (default 64 MiB; 0: none). */
  originalCacheMaxBytes?: number;
  /** How long an image record is reused without a query, in ms (default 5000; 0: never). */
  recordCacheTtlMs?: number;
  /** Uploads inspected and stored at once (default 1 into the database, 2 into files). */
  uploadConcurrency?: number;
}

/** What {@link imagesModule} needs. */
export interface ImagesModuleDependencies {
  db: Database;
  logger: Logger;
  config: { dataDir?: string; imageCacheDir?: string };
  options?: ImageOptions;
  /** Who may upload into a form (the forms module); without it the `form` scope is refused. */
  formUploads?: FormUploadGate;
  now?: () => Date;
}

/**
 * Where originals live (docs/decisions/0008-images.md): `bytea` rows on PostgreSQL, shared by
 * every instance; files beside the data of an embedded PGlite (whose memory would otherwise
 * hold every 30 MB row it ever wrote), still reading rows an older version stored.
 */
export function chooseOriginalStore(
  deps: Pick<ImagesModuleDependencies, 'db' | 'config' | 'options'>,
  onError: (error: unknown, message: string) => void,
): OriginalStore {
  const options = deps.options ?? {};
  if (options.originals) return options.originals;
  const inDatabase = createDatabaseOriginalStore(
    deps.db.knex,
    options.spoolDir ?? path.join(tmpdir(), 'plein-uploads'),
    onError,
  );
  if (deps.db.engine === 'pg') return inDatabase;
  const dir =
    options.originalsDir ??
    (deps.config.dataDir ? path.join(deps.config.dataDir, 'originals') : null);
  return dir ? createFileOriginalStore({ dir, legacy: inDatabase, onError }) : inDatabase;
}

/**
 * The image endpoints with their storage: original store by engine, kept in a 64 MiB memory
 * cache; variants in the disk cache; records reused for 5 s.
 *
 * @example
 * app.use('/a', tenant, bearerFromQuery, identity.principal, imagesModule({ db, logger, config }));
 */
export function imagesModule(deps: ImagesModuleDependencies): Router {
  return createImages(deps).router;
}

/**
 * The image service and its endpoints (see {@link imagesModule}); the service also removes the
 * images of deleted form submissions.
 *
 * @example
 * const images = createImages({ db, logger, config, formUploads });
 * app.use('/a', tenant, identity.principal, images.router);
 */
export function createImages(deps: ImagesModuleDependencies): {
  router: Router;
  service: ImagesService;
} {
  const options = deps.options ?? {};
  const onError = (error: unknown, message: string) => deps.logger.warn({ err: error }, message);
  const originals = withOriginalCache(chooseOriginalStore(deps, onError), {
    maxBytes: options.originalCacheMaxBytes,
  });
  const service = createImagesService({
    repository: createImagesRepository(deps.db.knex),
    originals,
    cache:
      options.cache ??
      createDiskVariantCache({
        dir:
          options.cacheDir ?? deps.config.imageCacheDir ?? path.join(tmpdir(), 'plein-image-cache'),
        maxBytes: options.cacheMaxBytes,
        onError: (error) => onError(error, 'could not write an image variant to the disk cache'),
      }),
    renderer: createVariantRenderer({ concurrency: options.concurrency }),
    records: createImageRecordCache({ ttlMs: options.recordCacheTtlMs }),
    // Storing into bytea holds the original in memory (twice, while it is sent): one at a time.
    uploadConcurrency: options.uploadConcurrency ?? (originals.kind === 'database' ? 1 : 2),
    onError,
    formUploads: deps.formUploads,
    now: deps.now,
  });
  const router = imagesRoutes(service, {
    spoolDir: originals.spoolDir,
    maxUploadBytes: options.maxUploadBytes,
    onError,
  });
  return { router, service };
}

/**
 * Removes the form images nobody needs (see `ImagesService.sweepFormImages`) of every tenant,
 * over the same stores as the app's image service: for the background job of a process.
 *
 * @example
 * startRetentionJob({ knex, logger, sweepFormImages: formImageSweeper({ db, logger, config }) });
 */
export function formImageSweeper(
  deps: Pick<ImagesModuleDependencies, 'db' | 'logger' | 'config' | 'options' | 'now'>,
): () => Promise<number> {
  const { service } = createImages(deps);
  return () => service.sweepFormImages(null);
}

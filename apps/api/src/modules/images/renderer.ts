import { availableParallelism } from 'node:os';
import { ImageServiceError, transformImage } from '@plein/image-service/node';
import type { ImageParams, TransformSource } from '@plein/image-service/node';
import pLimit from 'p-limit';
import { ApiError } from '../../http/errors';

/** Options of {@link createVariantRenderer}. */
export interface VariantRendererOptions {
  /** Transformations running at once (default: the number of cores). */
  concurrency?: number;
  /** Transformations allowed to wait for a slot; past it, 503 `image_service_busy` (default 64). */
  maxQueued?: number;
}

/** Renders variants with bounded concurrency; identical renders in flight are shared. */
export interface VariantRenderer {
  /**
   * Renders `params` of `original`; `key` identifies the result for sharing. `source`, the
   * original's stored type and size, spares reading its header again.
   */
  render(
    key: string,
    original: () => Promise<Buffer>,
    params: ImageParams,
    source?: TransformSource,
  ): Promise<Buffer>;
}

/**
 * A {@link VariantRenderer} over `transformImage` of `@plein/image-service/node` (pixel limit,
 * frame limit, time budget and AVIF effort come from there). At most `concurrency` renders run
 * (p-limit), so the cores are never swamped; a full queue answers 503 with `Retry-After`.
 */
export function createVariantRenderer(options: VariantRendererOptions = {}): VariantRenderer {
  const limit = pLimit(Math.max(1, options.concurrency ?? availableParallelism()));
  const maxQueued = options.maxQueued ?? 64;
  const inFlight = new Map<string, Promise<Buffer>>();
  const run = async (
    original: () => Promise<Buffer>,
    params: ImageParams,
    source: TransformSource | undefined,
  ): Promise<Buffer> => {
    const input = await original();
    try {
      return (await transformImage(input, params, {}, source)).data;
    } catch (error) {
      if (error instanceof ImageServiceError) {
        throw new ApiError(422, 'image_unprocessable', 'This image cannot be rendered.');
      }
      throw error;
    }
  };
  return {
    render(key, original, params, source) {
      const shared = inFlight.get(key);
      if (shared) return shared;
      if (limit.pendingCount >= maxQueued) {
        const busy = new ApiError(503, 'image_service_busy', 'Too many images are being rendered.');
        return Promise.reject(busy);
      }
      const job = limit(() => run(original, params, source)).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}

import type { ImageScope, UploadedImage } from '@plein/api-client';
import { inspectImageFile } from '@plein/image-service/node';
import type { ImageParams, ImageInspectionProblem } from '@plein/image-service/node';
import pLimit from 'p-limit';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { Tenant } from '../platforms/repository';
import { assertMayDelete, assertMayUpload, mayView } from './access';
import type { VariantRenderer } from './renderer';
import type { OriginalStore } from './original-store';
import { createImageRecordCache } from './record-cache';
import type { ImageRecordCache } from './record-cache';
import type { ImageRecord, ImagesRepository } from './repository';
import type { VariantCache } from './variant-cache';
import { variantId } from './variant-id';

/** The scope an upload names: its kind and, for item/block/profile, the target's guid. */
export interface UploadScope {
  scope: ImageScope;
  target: string | null;
}

/** An upload written to a temporary file, with its length and sha256. */
export interface StoredUpload {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Which context a viewer named in the query (`block`, `item`, `profile`), or the submission whose
 * receipt shows a form's image (`submission`).
 */
export type ViewContext = Partial<Record<'block' | 'item' | 'profile' | 'submission', string>>;

/** Who uploads: the signed-in user (null: a visitor, for the `form` scope only) and their IP. */
export interface Uploader {
  principal: Principal | null;
  ip: string;
}

/**
 * Decides whether `uploader` may upload an image into form `formGuid` now (published, open, its
 * access level, the upload budgets); throws the refusal (404, 401, 403, 409, 429).
 */
export type FormUploadGate = (
  tenant: Tenant,
  formGuid: string,
  uploader: Uploader,
) => Promise<void>;

/** How long an upload into a form may wait for the submission that claims it: a day. */
export const unclaimedFormImageTtlMs = 24 * 60 * 60 * 1000;

/** A variant ready to answer. */
export interface ImageVariant {
  image: ImageRecord;
  /** Strong validator: equal for equal bytes. */
  etag: string;
  /** True when anyone may see it, so shared caches may keep it. */
  isPublic: boolean;
  /** The bytes; called only when the answer is not a 304. */
  data: () => Promise<Buffer>;
}

/** What the image endpoints do. */
export interface ImagesService {
  /**
   * Checks who may upload where, before the body is read (401, 403, 404
   * `upload_target_not_found`; for a form, its own refusals).
   */
  authorizeUpload(tenant: Tenant, uploader: Uploader, scope: UploadScope): Promise<void>;
  /**
   * Inspects and stores an original spooled to a file (moved or copied from there; the caller
   * removes what is left); refusals store nothing.
   */
  store(
    tenant: Tenant,
    principal: Principal | null,
    scope: UploadScope,
    upload: StoredUpload,
  ): Promise<UploadedImage>;
  /** The image if the viewer may see it, else 404 `image_not_found`, with its variant. */
  variant(
    tenant: Tenant,
    viewer: Principal | null,
    guid: string,
    context: ViewContext,
    params: ImageParams,
  ): Promise<ImageVariant>;
  /** Deletes an image and its cached variants (uploader or admin). */
  remove(tenant: Tenant, principal: Principal, guid: string): Promise<void>;
  /**
   * Deletes the form images nobody needs any more (of one tenant, or all when null), originals
   * and variants too: those of deleted submissions, and uploads unclaimed for
   * {@link unclaimedFormImageTtlMs}. Answers how many went.
   */
  sweepFormImages(tenant: Tenant | null): Promise<number>;
}

const imageNotFound = () => new ApiError(404, 'image_not_found', 'No such image.');

const refusalStatus: Record<ImageInspectionProblem, [number, string]> = {
  unrecognised: [415, 'unsupported_image'],
  truncated: [422, 'invalid_image'],
  markup: [422, 'invalid_image'],
  unreadable: [422, 'invalid_image'],
  'type-mismatch': [422, 'invalid_image'],
  'too-many-pixels': [422, 'image_too_many_pixels'],
};

/** Dependencies of {@link createImagesService}. */
export interface ImagesServiceDependencies {
  repository: ImagesRepository;
  /** Where the bytes of originals live. */
  originals: OriginalStore;
  cache: VariantCache;
  renderer: VariantRenderer;
  /** Recently read image records (default: 5 s). */
  records?: ImageRecordCache;
  /** Uploads inspected and stored at once (default 2): each may hold an original in memory. */
  uploadConcurrency?: number;
  /** Uploads allowed to wait for that; past it, 503 `image_service_busy` (default 16). */
  maxQueuedUploads?: number;
  /** Told about work that failed after the answer was decided (cache writes, file clean-up). */
  onError?: (error: unknown, message: string) => void;
  /** Who may upload into a form (the forms module); without it the `form` scope has no targets. */
  formUploads?: FormUploadGate;
  now?: () => Date;
}

/**
 * The image service: upload rules and inspection, visibility of variants, rendering through the
 * cache, deletion.
 */
export function createImagesService(deps: ImagesServiceDependencies): ImagesService {
  const { repository, originals, cache, renderer } = deps;
  const now = deps.now ?? (() => new Date());
  const records = deps.records ?? createImageRecordCache();
  const onError = deps.onError ?? (() => undefined);
  const uploads = pLimit(Math.max(1, deps.uploadConcurrency ?? 2));
  const maxQueuedUploads = deps.maxQueuedUploads ?? 16;

  const findImage = async (tenant: Tenant, guid: string): Promise<ImageRecord | null> => {
    const known = records.get(tenant, guid);
    if (known) return known;
    const image = await repository.find(tenant, guid);
    // A form's image is claimed or released by its submission: always read afresh.
    if (image && image.scope !== 'form') records.set(tenant, image);
    return image;
  };

  const keep = async (
    tenant: Tenant,
    scope: UploadScope,
    principal: Principal | null,
    upload: StoredUpload,
  ) => {
    const inspection = await inspectImageFile(upload.path);
    if (!inspection.ok) {
      const [status, code] = refusalStatus[inspection.problem];
      throw new ApiError(status, code, inspection.message, { problem: inspection.problem });
    }
    const saved: { image: ImageRecord | null } = { image: null };
    try {
      return await repository.create(
        tenant,
        {
          ownerMembershipId: principal?.membershipId ?? null,
          scope: scope.scope,
          scopeGuid: scope.target,
          type: inspection.type,
          width: inspection.width,
          height: inspection.height,
          byteSize: upload.size,
          sha256: upload.sha256,
        },
        async (image, trx) => {
          await originals.save(tenant, image, upload.path, trx);
          saved.image = image;
        },
      );
    } catch (error) {
      // The bytes were stored but the row was not committed: take them back.
      if (saved.image) {
        await originals
          .remove(tenant, saved.image)
          .catch((cleanup: unknown) =>
            onError(cleanup, 'could not remove an uncommitted original'),
          );
      }
      throw error;
    }
  };

  const targetExists = (tenant: Tenant, { scope, target }: UploadScope): Promise<boolean> => {
    if (target === null) return Promise.resolve(true);
    if (scope === 'block') return repository.blockExists(tenant, target);
    if (scope === 'item') return repository.itemExists(tenant, target);
    return repository.memberExists(tenant, target);
  };

  const visibleToVisitors = (
    tenant: Tenant,
    image: ImageRecord,
    context: ViewContext,
  ): Promise<boolean> => {
    if (image.scope === 'public') return Promise.resolve(true);
    // The receipt's guid is the proof: whoever holds it sees what was sent.
    if (image.scope === 'form') {
      return Promise.resolve(
        image.submissionGuid !== null &&
          context.submission?.toLowerCase() === image.submissionGuid.toLowerCase(),
      );
    }
    if (image.scope === 'block' && image.scopeGuid)
      return repository.blockVisibleToVisitors(tenant, image.scopeGuid);
    if (image.scope === 'item' && image.scopeGuid)
      return repository.itemVisibleToVisitors(tenant, image.scopeGuid, now());
    return Promise.resolve(false);
  };

  /** Deletes an image's row, then what is left of it: the original and its variants. */
  const discard = async (tenant: Tenant, image: ImageRecord) => {
    await repository.remove(tenant, image.id);
    records.forget(tenant, image.guid);
    // The image is gone once its row is: what is left behind only costs disk space.
    await originals
      .remove(tenant, image)
      .catch((error: unknown) => onError(error, 'could not remove a deleted original'));
    await cache.removeImage(image.guid);
  };

  return {
    async authorizeUpload(tenant, { principal, ip }, scope) {
      if (scope.scope === 'form') {
        if (!deps.formUploads || scope.target === null) {
          throw new ApiError(404, 'upload_target_not_found', 'No form with this guid.');
        }
        await deps.formUploads(tenant, scope.target, { principal, ip });
        return;
      }
      if (!principal) throw new ApiError(401, 'not_signed_in', 'Sign in first.');
      assertMayUpload(principal, scope.scope, scope.target);
      if (!(await targetExists(tenant, scope))) {
        throw new ApiError(404, 'upload_target_not_found', `No ${scope.scope} with this guid.`);
      }
    },
    async store(tenant, principal, scope, upload) {
      if (upload.size === 0) throw new ApiError(400, 'empty_image', 'The image file is empty.');
      if (uploads.pendingCount >= maxQueuedUploads) {
        throw new ApiError(503, 'image_service_busy', 'Too many images are being uploaded.');
      }
      const image = await uploads(() => keep(tenant, scope, principal, upload));
      return {
        guid: image.guid,
        width: image.width,
        height: image.height,
        type: image.type,
        size: image.byteSize,
      };
    },
    async variant(tenant, viewer, guid, context, params) {
      const image = await findImage(tenant, guid);
      if (!image) throw imageNotFound();
      // A context naming another target than a scoped image's own is a wrong link: not found.
      // Public and api images may be shown in any context; a form's image only on its receipt.
      if (image.scopeGuid !== null) {
        for (const [kind, target] of Object.entries(context)) {
          if (image.scope === 'form' ? kind !== 'submission' : kind !== image.scope)
            throw imageNotFound();
          if (image.scope !== 'form' && target.toLowerCase() !== image.scopeGuid)
            throw imageNotFound();
        }
      } else if (context.submission !== undefined) throw imageNotFound();
      const visible = await visibleToVisitors(tenant, image, context);
      if (!mayView(image, viewer, visible)) throw imageNotFound();
      const id = variantId(image.sha256, params);
      return {
        image,
        etag: `"${id}"`,
        isPublic: image.scope === 'public',
        data: async () => {
          const cached = await cache.get(image.guid, id);
          if (cached) return cached;
          const data = await renderer.render(
            id,
            async () => (await originals.read(tenant, image)) ?? Promise.reject(imageNotFound()),
            params,
            { type: image.type, width: image.width, height: image.height },
          );
          // The answer does not wait for the disk: the variant is in the memory cache already.
          void cache
            .set(image.guid, id, data)
            .catch((error: unknown) => onError(error, 'could not cache an image variant'));
          return data;
        },
      };
    },
    async remove(tenant, principal, guid) {
      const image = await repository.find(tenant, guid);
      if (!image) throw imageNotFound();
      assertMayDelete(image, principal);
      await discard(tenant, image);
    },
    async sweepFormImages(tenant) {
      const batch = 100;
      let removed = 0;
      for (;;) {
        const before = new Date(now().getTime() - unclaimedFormImageTtlMs);
        const found = await repository.unneededFormImages(tenant, before, batch);
        for (const { tenant: owner, image } of found) await discard(owner, image);
        removed += found.length;
        if (found.length < batch) return removed;
      }
    },
  };
}

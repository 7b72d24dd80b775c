import { createHash } from 'node:crypto';
import type { ImageScope, UploadedImage } from '@plein/api-client';
import { inspectImage } from '@plein/image-service/node';
import type { ImageParams, ImageInspectionProblem } from '@plein/image-service/node';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { Tenant } from '../platforms/repository';
import { assertMayDelete, assertMayUpload, mayView } from './access';
import type { VariantRenderer } from './renderer';
import type { ImageRecord, ImagesRepository } from './repository';
import type { VariantCache } from './variant-cache';
import { variantId } from './variant-id';

/** The scope an upload names: its kind and, for item/block/profile, the target's guid. */
export interface UploadScope {
  scope: ImageScope;
  target: string | null;
}

/** Which context a viewer named in the query (`block`, `item`, `profile`). */
export type ViewContext = Partial<Record<'block' | 'item' | 'profile', string>>;

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
  /** Checks who may upload where, before the body is read (403, 404 `upload_target_not_found`). */
  authorizeUpload(tenant: Tenant, principal: Principal, scope: UploadScope): Promise<void>;
  /** Inspects and stores an original; refusals store nothing. */
  store(
    tenant: Tenant,
    principal: Principal,
    scope: UploadScope,
    bytes: Buffer,
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
  cache: VariantCache;
  renderer: VariantRenderer;
  now?: () => Date;
}

/**
 * The image service: upload rules and inspection, visibility of variants, rendering through the
 * cache, deletion.
 */
export function createImagesService(deps: ImagesServiceDependencies): ImagesService {
  const { repository, cache, renderer } = deps;
  const now = deps.now ?? (() => new Date());

  const targetExists = (tenant: Tenant, { scope, target }: UploadScope): Promise<boolean> => {
    if (target === null) return Promise.resolve(true);
    if (scope === 'block') return repository.blockExists(tenant, target);
    if (scope === 'item') return repository.itemExists(tenant, target);
    return repository.memberExists(tenant, target);
  };

  const visibleToVisitors = (tenant: Tenant, image: ImageRecord): Promise<boolean> => {
    if (image.scope === 'public') return Promise.resolve(true);
    if (image.scope === 'block' && image.scopeGuid)
      return repository.blockVisibleToVisitors(tenant, image.scopeGuid);
    if (image.scope === 'item' && image.scopeGuid)
      return repository.itemVisibleToVisitors(tenant, image.scopeGuid, now());
    return Promise.resolve(false);
  };

  return {
    async authorizeUpload(tenant, principal, scope) {
      assertMayUpload(principal, scope.scope, scope.target);
      if (!(await targetExists(tenant, scope))) {
        throw new ApiError(404, 'upload_target_not_found', `No ${scope.scope} with this guid.`);
      }
    },
    async store(tenant, principal, scope, bytes) {
      if (bytes.length === 0) throw new ApiError(400, 'empty_image', 'The image file is empty.');
      const inspection = await inspectImage(bytes);
      if (!inspection.ok) {
        const [status, code] = refusalStatus[inspection.problem];
        throw new ApiError(status, code, inspection.message, { problem: inspection.problem });
      }
      const image = await repository.create(tenant, {
        ownerMembershipId: principal.membershipId,
        scope: scope.scope,
        scopeGuid: scope.target,
        type: inspection.type,
        width: inspection.width,
        height: inspection.height,
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
      });
      return {
        guid: image.guid,
        width: image.width,
        height: image.height,
        type: image.type,
        size: image.byteSize,
      };
    },
    async variant(tenant, viewer, guid, context, params) {
      const image = await repository.find(tenant, guid);
      if (!image) throw imageNotFound();
      // A context naming another target than a scoped image's own is a wrong link: not found.
      // Public and api images may be shown in any context.
      if (image.scopeGuid !== null) {
        for (const [kind, target] of Object.entries(context)) {
          if (kind !== image.scope || target.toLowerCase() !== image.scopeGuid)
            throw imageNotFound();
        }
      }
      const visible = await visibleToVisitors(tenant, image);
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
            async () =>
              (await repository.readOriginal(tenant, image.id)) ?? Promise.reject(imageNotFound()),
            params,
          );
          await cache.set(image.guid, id, data);
          return data;
        },
      };
    },
    async remove(tenant, principal, guid) {
      const image = await repository.find(tenant, guid);
      if (!image) throw imageNotFound();
      assertMayDelete(image, principal);
      await repository.remove(tenant, image.id);
      await cache.removeImage(image.guid);
    },
  };
}

import type { ImageScope, StoredImageType } from '@plein/api-client';
import type { Knex } from 'knex';
import { wherePublicBlock } from '../pages/public-visibility';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** An image original's facts, without its bytes. */
export interface ImageRecord {
  id: number;
  guid: string;
  /** Who uploaded it; null for a visitor's upload into a form. */
  ownerMembershipId: number | null;
  scope: ImageScope;
  /** The item, block, profile or form guid the image belongs to; null for public and api images. */
  scopeGuid: string | null;
  type: StoredImageType;
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
  /** A form image: the guid of the submission that claimed it (null: unclaimed, or released). */
  submissionGuid: string | null;
}

/** Input of {@link ImagesRepository.create}. */
export type NewImage = Omit<ImageRecord, 'id' | 'guid' | 'submissionGuid'>;

/** A form image the sweep removes, with its tenant. */
export interface SweptImage {
  tenant: Tenant;
  image: ImageRecord;
}

/** Image facts of a tenant (table `images`; the bytes are an `OriginalStore`'s). */
export interface ImagesRepository {
  /**
   * Inserts the facts and runs `withinTransaction` (which stores the bytes) in the same
   * transaction; answers the stored record. Nothing is stored when either fails.
   */
  create(
    tenant: Tenant,
    image: NewImage,
    withinTransaction: (image: ImageRecord, trx: Knex.Transaction) => Promise<void>,
  ): Promise<ImageRecord>;
  /** The image of the tenant with this guid, or null. */
  find(tenant: Tenant, guid: string): Promise<ImageRecord | null>;
  /** Deletes an image (and a bytea original with it, by cascade); false when there was none. */
  remove(tenant: Tenant, imageId: number): Promise<boolean>;
  /** True when the tenant has a building block instance with this guid. */
  blockExists(tenant: Tenant, guid: string): Promise<boolean>;
  /** True when the tenant has a list item with this guid. */
  itemExists(tenant: Tenant, guid: string): Promise<boolean>;
  /** True when the tenant has a member (membership) with this guid. */
  memberExists(tenant: Tenant, guid: string): Promise<boolean>;
  /** True when visitors see the block: it sits on a published page. */
  blockVisibleToVisitors(tenant: Tenant, guid: string): Promise<boolean>;
  /** True when visitors see the item: published (not in the future), on a published page. */
  itemVisibleToVisitors(tenant: Tenant, guid: string, now: Date): Promise<boolean>;
  /**
   * Form images nobody needs (of one tenant, or of all when null), at most `limit`: those whose
   * submission was deleted, and those never claimed that were uploaded before `unclaimedBefore`.
   */
  unneededFormImages(
    tenant: Tenant | null,
    unclaimedBefore: Date,
    limit: number,
  ): Promise<SweptImage[]>;
}

interface ImageRow {
  id: number;
  guid: string;
  owner_membership_id: number;
  scope: ImageScope;
  scope_guid: string | null;
  type: StoredImageType;
  width: number;
  height: number;
  byte_size: number;
  sha256: string;
  submission_guid: string | null;
}

const columns = [
  'id',
  'guid',
  'owner_membership_id',
  'scope',
  'scope_guid',
  'type',
  'width',
  'height',
  'byte_size',
  'sha256',
];

/** The columns of an image record: `images` (as `i`) and the guid of its claiming submission. */
const recordColumns = (knex: Knex) => [
  ...columns.map((column) => `i.${column}`),
  knex.raw('(select s.guid from form_submissions s where s.id = i.form_submission_id) as ??', [
    'submission_guid',
  ]),
];

const toRecord = (row: ImageRow): ImageRecord => ({
  id: row.id,
  guid: row.guid,
  ownerMembershipId: row.owner_membership_id,
  scope: row.scope,
  scopeGuid: row.scope_guid,
  type: row.type,
  width: row.width,
  height: row.height,
  byteSize: row.byte_size,
  sha256: row.sha256,
  submissionGuid: row.submission_guid ?? null,
});

/**
 * The knex {@link ImagesRepository}. Every query is scoped by the tenant's id.
 *
 * @example
 * const image = await createImagesRepository(knex).find(tenant, guid);
 */
export function createImagesRepository(knex: Knex): ImagesRepository {
  const exists = async (query: Knex.QueryBuilder): Promise<boolean> =>
    (await query.first(knex.raw('1 as found'))) !== undefined;
  return {
    create: (tenant, image, withinTransaction) => {
      assertTenant(tenant);
      return knex.transaction(async (trx) => {
        const [row] = await trx('images')
          .insert({
            platform_id: tenant.id,
            owner_membership_id: image.ownerMembershipId,
            scope: image.scope,
            scope_guid: image.scopeGuid,
            type: image.type,
            width: image.width,
            height: image.height,
            byte_size: image.byteSize,
            sha256: image.sha256,
          })
          .returning<ImageRow[]>(columns);
        const record = toRecord(row!);
        await withinTransaction(record, trx);
        return record;
      });
    },
    async find(tenant, guid) {
      assertTenant(tenant);
      const row = await knex('images as i')
        .where({ 'i.platform_id': tenant.id, 'i.guid': guid })
        .first<ImageRow | undefined>(recordColumns(knex));
      return row ? toRecord(row) : null;
    },
    async remove(tenant, imageId) {
      assertTenant(tenant);
      const removed = await knex('images').where({ platform_id: tenant.id, id: imageId }).delete();
      return removed > 0;
    },
    blockExists: (tenant, guid) =>
      exists(knex('building_block_instances').where({ platform_id: tenant.id, guid })),
    itemExists: (tenant, guid) =>
      exists(knex('list_items').where({ platform_id: tenant.id, guid }).whereNull('deleted_at')),
    memberExists: (tenant, guid) =>
      exists(knex('platform_memberships').where({ platform_id: tenant.id, guid })),
    blockVisibleToVisitors: (tenant, guid) =>
      exists(
        knex('building_block_instances as b')
          .join('pages as p', function () {
            this.on('p.platform_id', 'b.platform_id').andOn('p.id', 'b.page_id');
          })
          .where({ 'b.platform_id': tenant.id, 'b.guid': guid })
          .modify(wherePublicBlock, 'b', 'p'),
      ),
    itemVisibleToVisitors: (tenant, guid, now) =>
      exists(
        knex('list_items as li')
          .join('building_block_instances as b', function () {
            this.on('b.platform_id', 'li.platform_id').andOn('b.id', 'li.block_id');
          })
          .join('pages as p', function () {
            this.on('p.platform_id', 'b.platform_id').andOn('p.id', 'b.page_id');
          })
          .where({
            'li.platform_id': tenant.id,
            'li.guid': guid,
            'li.is_published': true,
          })
          .whereNull('li.deleted_at')
          .modify(wherePublicBlock, 'b', 'p')
          .andWhere('li.published_on', '<=', now),
      ),
    async unneededFormImages(tenant, unclaimedBefore, limit) {
      const query = knex('images as i')
        .join('platforms as p', 'p.id', 'i.platform_id')
        .where('i.scope', 'form')
        .whereNull('i.form_submission_id')
        .where(function unneeded() {
          void this.whereNotNull('i.claimed_at').orWhere('i.created_at', '<', unclaimedBefore);
        })
        .orderBy('i.created_at')
        .limit(limit);
      if (tenant) query.where('i.platform_id', tenant.id);
      const rows = await query.select<
        (ImageRow & { platform_id: number; p_guid: string; p_name: string })[]
      >([...recordColumns(knex), 'i.platform_id', 'p.guid as p_guid', 'p.name as p_name']);
      return rows.map((row) => ({
        tenant: { id: row.platform_id, guid: row.p_guid, name: row.p_name },
        image: toRecord(row),
      }));
    },
  };
}

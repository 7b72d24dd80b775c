import type { Knex } from 'knex';

/**
 * The SQL condition under which visitors see a block's content through the list, item, search
 * and image reads (answers that the public response cache may keep): the block is part of the
 * published page (not deleted, not only in the draft), not restricted by a block permission,
 * and sits on a published page without view roles. Its columns are its published state.
 * Signed-in readers of restricted pages see those blocks through the page read only.
 *
 * @example
 * db.raw(`select … from building_block_instances b join pages p … where ${publicBlockSql('b', 'p')}`);
 */
export function publicBlockSql(block: string, page: string): string {
  return (
    `(${block}.deleted_at is null and ${block}.published and (${block}.permission is null or ${block}.permission = 'Public')` +
    ` and ${page}.is_published and ${page}.role_ids = '[]'::jsonb)`
  );
}

/**
 * {@link publicBlockSql} as a knex `where` on a query that joins the block as `block` and its
 * page as `page`.
 *
 * @example
 * db('building_block_instances as b').join('pages as p', …).modify(wherePublicBlock, 'b', 'p');
 */
export function wherePublicBlock(qb: Knex.QueryBuilder, block: string, page: string): void {
  void qb.whereRaw(publicBlockSql(block, page));
}

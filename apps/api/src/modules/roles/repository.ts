import type { Role, RoleGrants, RoleInput } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** Roles of a tenant. */
export interface RolesRepository {
  list(tenant: Tenant): Promise<Role[]>;
  findByGuid(tenant: Tenant, guid: string): Promise<Role | null>;
  /** The subset of `guids` that are roles of the tenant. */
  existing(tenant: Tenant, guids: readonly string[]): Promise<Set<string>>;
  create(tenant: Tenant, input: RoleInput): Promise<string>;
  /** False when no such role. */
  update(tenant: Tenant, guid: string, input: RoleInput): Promise<boolean>;
  /** False when no such role; users lose it. */
  delete(tenant: Tenant, guid: string): Promise<boolean>;
  /** What the role grants on pages, blocks and forms (not in the trash). */
  grants(tenant: Tenant, guid: string): Promise<RoleGrants>;
}

interface RoleRow {
  guid: string;
  name: string;
  description: string;
  user_count: string | number;
}

/** The roles repository over `db` (the root knex or a transaction). */
export function createRolesRepository(db: Knex | Knex.Transaction): RolesRepository {
  const select = (tenant: Tenant) =>
    db('roles as r')
      .where('r.platform_id', tenant.id)
      .select(
        'r.guid',
        'r.name',
        'r.description',
        db.raw('(select count(*) from membership_roles mr where mr.role_id = r.id) as user_count'),
      );
  const toRole = (row: RoleRow): Role => ({
    guid: row.guid,
    name: row.name,
    description: row.description,
    userCount: Number(row.user_count),
  });
  return {
    async list(tenant) {
      assertTenant(tenant);
      return ((await select(tenant).orderBy('r.name')) as RoleRow[]).map(toRole);
    },
    async findByGuid(tenant, guid) {
      assertTenant(tenant);
      const row = await select(tenant).where('r.guid', guid).first<RoleRow | undefined>();
      return row ? toRole(row) : null;
    },
    async existing(tenant, guids) {
      assertTenant(tenant);
      if (guids.length === 0) return new Set();
      const rows = await db('roles')
        .where({ platform_id: tenant.id })
        .whereIn('guid', [...guids])
        .select<{ guid: string }[]>('guid');
      return new Set(rows.map((row) => row.guid));
    },
    async create(tenant, input) {
      assertTenant(tenant);
      const [row] = await db('roles')
        .insert({ platform_id: tenant.id, name: input.name, description: input.description ?? '' })
        .returning<{ guid: string }[]>(['guid']);
      if (!row) throw new Error('Inserting a role returned no row.');
      return row.guid;
    },
    async update(tenant, guid, input) {
      assertTenant(tenant);
      const count = await db('roles')
        .where({ platform_id: tenant.id, guid })
        .update({ name: input.name, description: input.description ?? '' }, ['id']);
      return count.length > 0;
    },
    async delete(tenant, guid) {
      assertTenant(tenant);
      // knex-pglite reports no row count: ask for the deleted rows instead.
      return (await db('roles').where({ platform_id: tenant.id, guid }).delete(['id'])).length > 0;
    },
    async grants(tenant, guid) {
      assertTenant(tenant);
      // Role guids are stored in jsonb arrays: containment finds the rows that name this one.
      const named = JSON.stringify([guid]);
      const pages = await db('pages')
        .where({ platform_id: tenant.id })
        .whereNull('deleted_at')
        .whereRaw(
          "((edit_permission = 'Roles' and edit_roles @> ?::jsonb) or role_ids @> ?::jsonb)",
          [named, named],
        )
        .orderBy('title')
        .select<
          {
            guid: string;
            name: string;
            title: string;
            edit_permission: string;
            edit_roles: string[];
            role_ids: string[];
          }[]
        >('guid', 'name', 'title', 'edit_permission', 'edit_roles', 'role_ids');
      // In effect: a published block restricted to the role. Pending: the role is only in the
      // page's unpublished draft (a block only the draft has, or a draft that restricts it).
      const inEffect = "b.published and b.permission = 'Roles' and b.roles @> ?::jsonb";
      const pending = `(not b.published and b.permission = 'Roles' and b.roles @> ?::jsonb)
        or (b.published and b.draft is not null and not coalesce((b.draft ->> 'deleted')::boolean, false)
            and b.draft ->> 'permission' = 'Roles' and b.draft -> 'roles' @> ?::jsonb)`;
      const blocks = await db('building_block_instances as b')
        .join('pages as p', 'p.id', 'b.page_id')
        .where({ 'b.platform_id': tenant.id, 'p.platform_id': tenant.id })
        .whereNull('b.deleted_at')
        .whereNull('p.deleted_at')
        .whereRaw(`((${inEffect}) or ${pending})`, [named, named, named])
        .orderBy(['p.title', 'b.id'])
        .select<
          {
            guid: string;
            building_block: string;
            page_guid: string;
            page_name: string;
            page_title: string;
            in_effect: boolean;
          }[]
        >(
          'b.guid',
          'b.building_block',
          'p.guid as page_guid',
          'p.name as page_name',
          'p.title as page_title',
          db.raw(`(${inEffect}) as in_effect`, [named]),
        );
      const forms = await db('forms')
        .where({ platform_id: tenant.id, access_level: 'Roles' })
        .whereRaw('role_ids @> ?::jsonb', [named])
        .orderBy('id')
        .select<{ guid: string; title: { nl: string; en: string } }[]>(
          'guid',
          db.raw("draft -> 'title' as title"),
        );
      return {
        pages: pages.map((page) => ({
          guid: page.guid,
          name: page.name,
          title: page.title,
          edit: page.edit_permission === 'Roles' && page.edit_roles.includes(guid),
          see: page.role_ids.includes(guid),
        })),
        blocks: blocks.map((block) => ({
          guid: block.guid,
          buildingBlock: block.building_block,
          pageGuid: block.page_guid,
          pageName: block.page_name,
          pageTitle: block.page_title,
          pending: !block.in_effect,
        })),
        forms: forms.map((form) => ({ guid: form.guid, title: form.title })),
      };
    },
  };
}

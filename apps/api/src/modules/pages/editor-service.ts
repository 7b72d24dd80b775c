import type { Page, PageCreateInput, PageEditor, PageInput } from '@plein/api-client';
import { ApiError, invalidBody } from '../../http/errors';
import { findPageTemplate } from '../page-templates/templates';
import type { Tenant } from '../platforms/repository';
import { editablePage, fitBlocksToLayout, knownRoles, pageNotFound } from './editing';
import type { EditorRepositories, WithEditorTransaction } from './editing';
import type { PageRecord } from './repository';
import type { PageFields } from './write-repository';

/** What editors do with pages. Every call runs in one transaction. */
export interface PageEditorService {
  /** Creates an unpublished page, with the blocks of `templateId` when given (admins). */
  create(tenant: Tenant, editor: PageEditor, input: PageCreateInput): Promise<Page>;
  /** Replaces the page's fields; who may edit or see it changes only by admins. */
  update(tenant: Tenant, editor: PageEditor, guid: string, input: PageInput): Promise<Page>;
  setPublished(tenant: Tenant, editor: PageEditor, guid: string, published: boolean): Promise<Page>;
  /** Deletes the page with its blocks (admins); menu items keep existing without it. */
  remove(tenant: Tenant, guid: string): Promise<void>;
}

const nameTaken = (name: string) =>
  new ApiError(409, 'page_name_taken', `This site already has a page named ${name}.`, { name });

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const lower = (list: readonly string[]) => new Set(list.map((x) => x.toLowerCase()));
  const [left, right] = [lower(a), lower(b)];
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** A unique violation of the page name (a concurrent write won the race) as 409. */
async function nameConflictAs409<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'pages_platform_id_name_unique') throw nameTaken(name);
    throw error;
  }
}

/**
 * The role guids a page gets for `field`: the current ones when not sent; otherwise the sent
 * ones, where each newly added one must be a role of the tenant (a role deleted since it was
 * set does not block saving the page).
 */
async function nextRoles(
  repositories: EditorRepositories,
  tenant: Tenant,
  field: string,
  sent: readonly string[] | undefined,
  current: readonly string[],
): Promise<string[]> {
  if (sent === undefined) return [...current];
  const wanted = [...new Set(sent.map((guid) => guid.toLowerCase()))];
  await knownRoles(
    repositories,
    tenant,
    field,
    wanted.filter((guid) => !current.includes(guid)),
  );
  return wanted;
}

/** Refuses (403) a non-admin's change of who may edit or see the page; sending the same is fine. */
function assertAccessUnchanged(editor: PageEditor, current: Page, input: PageInput): void {
  if (editor.isAdmin) return;
  const changed =
    (input.editPermission !== undefined && input.editPermission !== current.editPermission) ||
    (input.editRoles !== undefined && !sameSet(input.editRoles, current.editRoles)) ||
    (input.roleIds !== undefined && !sameSet(input.roleIds, current.roleIds));
  if (changed) {
    throw new ApiError(
      403,
      'forbidden',
      'Only administrators may change who may edit or see a page.',
    );
  }
}

/**
 * The page editor service over a transaction runner. Page names are unique per tenant (409
 * `page_name_taken`); role guids must be roles of the tenant (400).
 */
export function createPageEditorService(withTransaction: WithEditorTransaction): PageEditorService {
  async function assertNameFree(
    repositories: EditorRepositories,
    tenant: Tenant,
    name: string,
    pageId: number | null,
  ) {
    if (await repositories.writes.nameTaken(tenant, name, pageId)) throw nameTaken(name);
  }

  async function reread(repositories: EditorRepositories, tenant: Tenant, guid: string) {
    const record: PageRecord | null = await repositories.pages.findByGuid(tenant, guid);
    if (!record) throw pageNotFound();
    return record.page;
  }

  return {
    create: (tenant, _editor, input) =>
      withTransaction(async (repositories) => {
        const template = input.templateId ? findPageTemplate(input.templateId) : null;
        if (input.templateId && !template) {
          throw invalidBody('No such page template.', {
            problems: [`templateId: unknown template ${input.templateId}`],
          });
        }
        await assertNameFree(repositories, tenant, input.name, null);
        const editRoles = await nextRoles(repositories, tenant, 'editRoles', input.editRoles, []);
        const roleIds = await nextRoles(repositories, tenant, 'roleIds', input.roleIds, []);
        const created = await nameConflictAs409(input.name, () =>
          repositories.pages.create(tenant, {
            name: input.name,
            title: input.title,
            layout: input.layout,
            isPublished: false,
            options: input.options ?? [],
            editRoles,
            editPermission: input.editPermission ?? 'Admin',
            roleIds,
          }),
        );
        for (const block of template?.buildingBlockInstances ?? []) {
          await repositories.pages.addBlock(tenant, created.id, block);
        }
        await fitBlocksToLayout(repositories, tenant, created.id, input.layout);
        return reread(repositories, tenant, created.guid);
      }),

    update: (tenant, editor, guid, input) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, editor, guid);
        const current = record.page;
        assertAccessUnchanged(editor, current, input);
        if (input.name !== current.name) {
          await assertNameFree(repositories, tenant, input.name, record.id);
        }
        const fields: PageFields = {
          name: input.name,
          title: input.title,
          layout: input.layout,
          options: input.options ?? current.options,
          editPermission: input.editPermission ?? current.editPermission,
          editRoles: await nextRoles(
            repositories,
            tenant,
            'editRoles',
            input.editRoles,
            current.editRoles,
          ),
          roleIds: await nextRoles(repositories, tenant, 'roleIds', input.roleIds, current.roleIds),
        };
        await nameConflictAs409(input.name, () =>
          repositories.writes.update(tenant, record.id, fields),
        );
        if (input.layout !== current.layout) {
          await fitBlocksToLayout(repositories, tenant, record.id, input.layout);
        }
        return reread(repositories, tenant, guid);
      }),

    setPublished: (tenant, editor, guid, published) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, editor, guid);
        await repositories.writes.setPublished(tenant, record.id, published);
        return reread(repositories, tenant, guid);
      }),

    remove: (tenant, guid) =>
      withTransaction(async (repositories) => {
        const pageId = await repositories.writes.lockPage(tenant, guid);
        if (pageId === null) throw pageNotFound();
        await repositories.writes.remove(tenant, pageId);
      }),
  };
}

import { mayPublish, publishChecks, scheduleProblems } from '@plein/api-client';
import type {
  PageActivityEntry,
  Paged,
  Page,
  PageCreateInput,
  PageNotReadyDetails,
  PageInput,
  PageLayoutName,
  PageRevision,
  PageRevisionSummary,
  PageScheduleInput,
  ScheduleProblem,
  TrashedPage,
} from '@plein/api-client';
import { ApiError, invalidBody } from '../../http/errors';
import { findPageTemplate } from '../page-templates/templates';
import type { Tenant } from '../platforms/repository';
import { prepareBlockContent } from './block-content';
import {
  blockStateOf,
  editablePage,
  knownRoles,
  pageNotFound,
  placesForLayout,
  readablePage,
  countWrite,
  stampOf,
} from './editing';
import type { EditorCall, EditorRepositories, WithEditorTransaction } from './editing';
import type { PageRecord } from './repository';
import type { PageSettings, WriteStamp } from './write-repository';

/**
 * What editors do with pages. Every call runs in one transaction and counts as a write of the
 * page; title, layout, options and blocks change the draft, which visitors see once published.
 */
export interface PageEditorService {
  /** Creates an unpublished page, with the blocks of `templateId` when given (admins). */
  create(tenant: Tenant, call: EditorCall, input: PageCreateInput): Promise<Page>;
  /**
   * Sets the draft's title, layout and options; the name and who may edit or see the page
   * (admins only) change at once.
   */
  update(tenant: Tenant, call: EditorCall, guid: string, input: PageInput): Promise<Page>;
  /** Publishes the draft (keeping a revision), or takes the page offline. */
  setPublished(tenant: Tenant, call: EditorCall, guid: string, published: boolean): Promise<Page>;
  /**
   * Schedules the draft's publication and the page's end (400 for times not in the future, or an
   * end before the publication; 409 `page_not_ready` when the draft could not be published now).
   */
  schedule(
    tenant: Tenant,
    call: EditorCall,
    guid: string,
    input: PageScheduleInput,
    now: Date,
  ): Promise<Page>;
  /** Throws the draft away (409 `page_never_published` when there is nothing to go back to). */
  discardDraft(tenant: Tenant, call: EditorCall, guid: string): Promise<Page>;
  /** Makes a revision the draft (404 `revision_not_found` for a number the page lacks). */
  restoreRevision(tenant: Tenant, call: EditorCall, guid: string, number: number): Promise<Page>;
  /** The page's revisions, newest first, for whoever may edit it. */
  revisions(tenant: Tenant, call: EditorCall, guid: string): Promise<PageRevisionSummary[]>;
  revision(tenant: Tenant, call: EditorCall, guid: string, number: number): Promise<PageRevision>;
  /** Who did what to the page, newest first, for whoever may edit it. */
  activity(
    tenant: Tenant,
    call: EditorCall,
    guid: string,
    paging: { page: number; pageSize: number },
  ): Promise<Paged<PageActivityEntry>>;
  /** Who did what to every page of the tenant, newest first (admins). */
  tenantActivity(
    tenant: Tenant,
    paging: { page: number; pageSize: number },
  ): Promise<Paged<PageActivityEntry>>;
  /** Moves the page to the trash (admins), where it stays `pageTrashDays` days. */
  remove(tenant: Tenant, call: EditorCall, guid: string): Promise<void>;
  /** Takes a page out of the trash, unpublished (admins); 404 when it is not there. */
  restoreFromTrash(tenant: Tenant, call: EditorCall, guid: string): Promise<Page>;
  /** The pages in the trash (admins). */
  trashed(tenant: Tenant): Promise<TrashedPage[]>;
}

const scheduleProblemText: Record<ScheduleProblem, string> = {
  publish_at_past: 'publishAt: must be in the future',
  unpublish_at_past: 'unpublishAt: must be in the future',
  unpublish_before_publish: 'unpublishAt: must come after publishAt',
};

/** A template's title block carries the title typed for the new page (the page's `h1`). */
function withPageTitle(type: string, content: unknown, title: string): unknown {
  if (type !== 'hero') return content;
  const hero = content as { title?: unknown };
  return hero.title ? content : { ...hero, title };
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
function assertAccessUnchanged(editor: EditorCall['user'], current: Page, input: PageInput): void {
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

/** Refuses (409 `page_not_ready`) to publish a draft the checks before publishing find errors in. */
async function assertReadyToPublish(
  repositories: EditorRepositories,
  tenant: Tenant,
  record: PageRecord,
): Promise<void> {
  const pages = await repositories.pages.list(tenant, 'none');
  const problems = publishChecks(record.page, {
    pageNames: new Set(pages.map((page) => page.page.name)),
  });
  if (mayPublish(problems)) return;
  const details: PageNotReadyDetails = {
    problems: problems.filter((found) => found.severity === 'error'),
  };
  throw new ApiError(
    409,
    'page_not_ready',
    'The draft has problems that block publishing; fix them first.',
    details,
  );
}

/**
 * Publishes the page's draft (after the checks before publishing) and keeps it as a revision;
 * counts the write with `stamp`. Also what the schedule job does when a publication is due.
 */
export async function publishDraft(
  repositories: EditorRepositories,
  tenant: Tenant,
  record: PageRecord,
  stamp: WriteStamp,
  { bySchedule = false } = {},
): Promise<void> {
  await assertReadyToPublish(repositories, tenant, record);
  await repositories.writes.publish(tenant, record.id);
  const published = await repositories.pages.findByGuid(tenant, record.page.guid, 'published');
  if (!published) throw pageNotFound();
  const revision = await repositories.revisions.add(tenant, published, stamp.membershipId);
  await countWrite(repositories, tenant, record.id, published.page, stamp, {
    action: 'published',
    details: { revision },
    bySchedule,
  });
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
    const record: PageRecord | null = await repositories.pages.findByGuid(tenant, guid, 'draft');
    if (!record) throw pageNotFound();
    return record.page;
  }

  /** Moves the draft's blocks of positions `layout` lacks to the end of `main`. */
  async function fitDraftToLayout(
    repositories: EditorRepositories,
    tenant: Tenant,
    guid: string,
    layout: PageLayoutName,
  ) {
    const record = await repositories.pages.findByGuid(tenant, guid, 'draft');
    if (!record) throw pageNotFound();
    const places = placesForLayout(record.blocks, layout);
    if (places.length === 0) return;
    const rows = new Map(
      (await repositories.pages.blockRows(tenant, record.id)).map((row) => [row.id, row]),
    );
    const blocks = new Map(record.blocks.map((block) => [block.id, block.instance]));
    for (const place of places) {
      const row = rows.get(place.id);
      const block = blocks.get(place.id);
      if (!row || !block) continue;
      await repositories.writes.setBlockState(tenant, row, {
        ...blockStateOf(block),
        layoutPosition: place.layoutPosition,
        sortId: place.sortId,
      });
    }
  }

  /** The revision of an editable page, or 404 `revision_not_found`. */
  async function findRevision(
    repositories: EditorRepositories,
    tenant: Tenant,
    pageId: number,
    number: number,
  ) {
    const revision = await repositories.revisions.find(tenant, pageId, number);
    if (!revision) {
      throw new ApiError(404, 'revision_not_found', 'This page has no such revision.');
    }
    return revision;
  }

  return {
    create: (tenant, call, input) =>
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
          await repositories.pages.addBlock(tenant, created.id, {
            ...block,
            content: withPageTitle(block.buildingBlock, block.content, input.title),
            onlyInDraft: true,
          });
        }
        await fitDraftToLayout(repositories, tenant, created.guid, input.layout);
        await countWrite(repositories, tenant, created.id, input, stampOf(call), {
          action: 'created',
        });
        return reread(repositories, tenant, created.guid);
      }),

    update: (tenant, call, guid, input) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, guid);
        const current = record.page;
        assertAccessUnchanged(call.user, current, input);
        if (input.name !== current.name) {
          await assertNameFree(repositories, tenant, input.name, record.id);
        }
        const settings: PageSettings = {
          name: input.name,
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
          repositories.writes.updateSettings(tenant, record.id, settings),
        );
        await repositories.writes.setPageDraft(tenant, record.row, {
          title: input.title,
          layout: input.layout,
          options: input.options ?? current.options,
        });
        if (input.layout !== current.layout) {
          await fitDraftToLayout(repositories, tenant, guid, input.layout);
        }
        await countWrite(repositories, tenant, record.id, input, stampOf(call));
        return reread(repositories, tenant, guid);
      }),

    setPublished: (tenant, call, guid, published) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, guid);
        if (published) {
          await publishDraft(repositories, tenant, record, stampOf(call));
        } else {
          await repositories.writes.unpublish(tenant, record.id);
          await countWrite(repositories, tenant, record.id, record.page, stampOf(call), {
            action: 'unpublished',
          });
        }
        return reread(repositories, tenant, guid);
      }),

    schedule: (tenant, call, guid, input, now) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, guid);
        const problems = scheduleProblems(input, now);
        if (problems.length > 0) {
          throw invalidBody('The schedule does not add up.', {
            problems: problems.map((problem) => scheduleProblemText[problem]),
          });
        }
        const publishAt = input.publishAt === null ? null : new Date(input.publishAt);
        const unpublishAt = input.unpublishAt === null ? null : new Date(input.unpublishAt);
        // A publication that would be refused now is refused when it is scheduled, too.
        if (publishAt) await assertReadyToPublish(repositories, tenant, record);
        await repositories.writes.setSchedule(
          tenant,
          record.id,
          { publishAt, unpublishAt },
          call.user.membershipId,
        );
        await countWrite(repositories, tenant, record.id, record.page, stampOf(call), {
          action: 'scheduled',
          details: { publishAt: input.publishAt, unpublishAt: input.unpublishAt },
        });
        return reread(repositories, tenant, guid);
      }),

    discardDraft: (tenant, call, guid) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, guid);
        // Pages published when they were made (seeded ones) have no publication time.
        if (record.row.published_at === null && !record.row.is_published) {
          throw new ApiError(
            409,
            'page_never_published',
            'This page was never published: there is no published version to go back to.',
          );
        }
        await repositories.writes.discardDraft(tenant, record.id);
        await countWrite(repositories, tenant, record.id, record.page, stampOf(call), {
          action: 'draftDiscarded',
        });
        return reread(repositories, tenant, guid);
      }),

    restoreRevision: (tenant, call, guid, number) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, guid);
        const revision = await findRevision(repositories, tenant, record.id, number);
        await repositories.writes.setPageDraft(tenant, record.row, {
          title: revision.title,
          layout: revision.layout,
          options: revision.options,
        });
        const wanted = new Map(revision.buildingBlockInstances.map((block) => [block.guid, block]));
        for (const row of await repositories.pages.blockRows(tenant, record.id)) {
          const block = wanted.get(row.guid);
          wanted.delete(row.guid);
          await repositories.writes.setBlockState(
            tenant,
            row,
            block
              ? {
                  ...blockStateOf(block),
                  content: prepareBlockContent(block.buildingBlock, block.content),
                }
              : null,
          );
        }
        // Blocks whose rows are gone (a discarded draft deletes draft-only blocks) come back.
        for (const block of wanted.values()) {
          await repositories.pages.addBlock(tenant, record.id, { ...block, onlyInDraft: true });
        }
        await countWrite(
          repositories,
          tenant,
          record.id,
          { name: record.page.name, title: revision.title },
          stampOf(call),
          {
            action: 'revisionRestored',
            details: { revision: number },
          },
        );
        return reread(repositories, tenant, guid);
      }),

    revisions: (tenant, call, guid) =>
      withTransaction(async (repositories) => {
        const record = await readablePage(repositories, tenant, call, guid);
        return repositories.revisions.list(tenant, record.id);
      }),

    revision: (tenant, call, guid, number) =>
      withTransaction(async (repositories) => {
        const record = await readablePage(repositories, tenant, call, guid);
        return findRevision(repositories, tenant, record.id, number);
      }),

    activity: (tenant, call, guid, paging) =>
      withTransaction(async (repositories) => {
        const record = await readablePage(repositories, tenant, call, guid);
        return repositories.activity.list(tenant, { ...paging, pageId: record.id });
      }),

    tenantActivity: (tenant, paging) =>
      withTransaction((repositories) => repositories.activity.list(tenant, paging)),

    remove: (tenant, call, guid) =>
      withTransaction(async (repositories) => {
        const pageId = await repositories.writes.lockPage(tenant, guid);
        const record =
          pageId === null ? null : await repositories.pages.findByGuid(tenant, guid, 'draft');
        if (pageId === null || !record) throw pageNotFound();
        await repositories.writes.trash(tenant, pageId, call.user.membershipId);
        await repositories.activity.record(tenant, {
          pageId,
          page: record.page,
          action: 'deleted',
          membershipId: call.user.membershipId,
        });
      }),

    restoreFromTrash: (tenant, call, guid) =>
      withTransaction(async (repositories) => {
        if (!(await repositories.writes.restoreFromTrash(tenant, guid))) throw pageNotFound();
        const record = await repositories.pages.findByGuid(tenant, guid, 'draft');
        if (!record) throw pageNotFound();
        await countWrite(repositories, tenant, record.id, record.page, stampOf(call), {
          action: 'restored',
        });
        return reread(repositories, tenant, guid);
      }),

    trashed: (tenant) => withTransaction((repositories) => repositories.writes.trashed(tenant)),
  };
}

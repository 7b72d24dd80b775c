import { nanoid } from '@reduxjs/toolkit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pleinApi,
  useAddBlockMutation,
  useDeleteBlockMutation,
  useDiscardPageDraftMutation,
  useReorderBlocksMutation,
  useRestoreBlockMutation,
  useRestorePageRevisionMutation,
  useSchedulePageMutation,
  useSetBlockOptionsMutation,
  useSetBlockPermissionsMutation,
  useSetPagePublishedMutation,
  useUpdateBlockContentMutation,
  useUpdatePageMutation,
} from '@plein/api-client';
import type {
  AccessLevel,
  BlockPermissionsInput,
  BuildingBlockInstance,
  EditBase,
  LayoutPosition,
  NameValue,
  Page,
  PageChangedDetails,
  PageInput,
  PageLayoutName,
  PageLocator,
  PageScheduleInput,
} from '@plein/api-client';
import { useAppDispatch } from '@plein/state-store';
import { blockRegistry } from '../screens/block-registry';
import { useBackgroundTask } from '../tasks/use-background-task';
import { useBlockLabel } from './block-label';
import type { BlockColumns } from './block-order';
import { blocksForLayout, orderInput, placeBlocks } from './block-order';
import { newBlockOptions } from './list-options-values';
import { pageChangedDetails } from './page-changed';

/** `options` in a new block's body only when it starts with some. */
const withOptions = (options: NameValue[]) => (options.length > 0 ? { options } : {});

/** What the configure drawer saves of a block; only the parts that changed are written. */
export interface BlockChanges {
  content?: unknown;
  options?: NameValue[];
  permissions?: BlockPermissionsInput;
}

/** The page settings the settings drawer saves (the access fields only for admins). */
export interface PageSettings {
  title: string;
  /** The page's options (its display choices among them). */
  options?: NameValue[];
  editPermission?: AccessLevel;
  editRoles?: string[];
  roleIds?: string[];
}

/** Every write of the editor: background tasks over the RTK mutations. */
export interface EditorActions {
  /** This editor's editing session (one per mounted editor): the base of its writes. */
  session: string;
  add(type: string, position: LayoutPosition): Promise<BuildingBlockInstance | undefined>;
  saveBlock(block: BuildingBlockInstance, changes: BlockChanges): Promise<unknown>;
  /**
   * Saves a block's draft quietly (autosave: no notification); a conflict still opens the
   * conflict dialog. Rejects when the write failed.
   */
  autosaveBlock(block: BuildingBlockInstance, changes: BlockChanges): Promise<void>;
  /** Saves the full order of the page after `block` moved. */
  move(columns: BlockColumns, block: BuildingBlockInstance): Promise<unknown>;
  remove(block: BuildingBlockInstance): Promise<unknown>;
  setLayout(layout: PageLayoutName): Promise<unknown>;
  /** Publishes the draft: visitors see it from now on. */
  publish(): Promise<unknown>;
  /** Takes the page offline; the draft stays. */
  unpublish(): Promise<unknown>;
  /** Throws the draft away: it is the published version again. */
  discardDraft(): Promise<unknown>;
  /**
   * Makes a revision (an earlier publication) the draft; visitors keep seeing the published
   * version until it is published.
   */
  restoreRevision(number: number): Promise<unknown>;
  /** Schedules the draft's publication and the page's end (null: not scheduled). */
  schedule(schedule: PageScheduleInput): Promise<unknown>;
  saveSettings(settings: PageSettings): Promise<unknown>;
}

/** A new editing session id: a UUID where the browser makes one (secure contexts only). */
function newEditSession(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : nanoid();
}

/** The page fields every update sends; the access fields are added only by admins. */
function pageInput(page: Page, changes: Partial<PageInput>, includeAccess: boolean): PageInput {
  const base: PageInput = {
    name: page.name,
    title: page.title,
    layout: page.layout,
    options: page.options,
  };
  const access = includeAccess
    ? { editPermission: page.editPermission, editRoles: page.editRoles, roleIds: page.roleIds }
    : {};
  return { ...base, ...access, ...changes };
}

/**
 * The editor's writes (spec section 4): each runs as a background task of the right kind (add,
 * save, edit for a move, delete with undo), with a translated subject ("Blok ‘Tekst’", "Pagina
 * ‘Over ons’"). Moves, deletes, layout, publication and content changes update the cached page at
 * once and roll back when the write fails; every mutation invalidates the `Page` tag, so the
 * editor's subscribed query refetches the page afterwards.
 *
 * Every write names what it is based on (an {@link EditBase}: the draft version this editor
 * loaded and its editing session, one per mounted editor). When another session changed the
 * page since, the API refuses the write (409 `page_changed`): `onConflict` gets who changed it
 * and when, and no failure notification shows.
 *
 * @example
 * const actions = useEditorActions(page, locator, user.isAdmin, setConflict);
 * void actions.remove(block);
 */
export function useEditorActions(
  page: Page,
  locator: PageLocator,
  isAdmin: boolean,
  onConflict: (details: PageChangedDetails) => void,
): EditorActions {
  const { t } = useTranslation('admin');
  const blockLabel = useBlockLabel();
  const runBackgroundTask = useBackgroundTask();
  const dispatch = useAppDispatch();
  const [addBlock] = useAddBlockMutation();
  const [updateContent] = useUpdateBlockContentMutation();
  const [setOptions] = useSetBlockOptionsMutation();
  const [setPermissions] = useSetBlockPermissionsMutation();
  const [reorder] = useReorderBlocksMutation();
  const [deleteBlock] = useDeleteBlockMutation();
  const [restoreBlock] = useRestoreBlockMutation();
  const [updatePage] = useUpdatePageMutation();
  const [setPagePublished] = useSetPagePublishedMutation();
  const [discardPageDraft] = useDiscardPageDraftMutation();
  const [restorePageRevision] = useRestorePageRevisionMutation();
  const [schedulePage] = useSchedulePageMutation();
  const [session] = useState(newEditSession);

  return useMemo(() => {
    const pageSubject = () => t('editor.subject.page', { title: page.title });
    const blockSubject = (type: string) => t('editor.subject.block', { name: blockLabel(type) });
    const base: EditBase | undefined = page.draft
      ? { pageGuid: page.guid, version: page.draft.version, session }
      : undefined;
    /** A conflict shows as the editor's dialog instead of a failure notification. */
    const handlesFailure = (error: unknown) => {
      const changed = pageChangedDetails(error);
      if (changed) onConflict(changed);
      return changed !== null;
    };
    const runTask: typeof runBackgroundTask = (task) =>
      runBackgroundTask({ handlesFailure, ...task });

    /** Changes the cached page now; answers how to undo it. */
    const patch = (recipe: (draft: Page) => void) => {
      const result =
        'pageGuid' in locator
          ? dispatch(
              pleinApi.util.updateQueryData('getPage', locator.pageGuid, (draft) => {
                recipe(draft.page);
              }),
            )
          : dispatch(pleinApi.util.updateQueryData('getPageByName', locator.pageName, recipe));
      return () => result.undo();
    };
    /** Runs a write with an optimistic change that is rolled back when it fails. */
    const optimistic = async <T>(recipe: (draft: Page) => void, write: () => Promise<T>) => {
      const undo = patch(recipe);
      try {
        return await write();
      } catch (error) {
        undo();
        throw error;
      }
    };
    const updateBlock = (guid: string, change: (block: BuildingBlockInstance) => void) => {
      return (draft: Page) => {
        const block = draft.buildingBlockInstances.find((item) => item.guid === guid);
        if (block) change(block);
      };
    };

    /** Writes the changed parts of a block, shown at once and rolled back when it fails. */
    const writeBlock = (block: BuildingBlockInstance, changes: BlockChanges) =>
      optimistic(
        updateBlock(block.guid, (draft) => {
          if (changes.content !== undefined) draft.content = changes.content;
          if (changes.options) draft.options = changes.options;
          if (changes.permissions) {
            draft.permission = changes.permissions.addPermission;
            draft.roles = changes.permissions.addRoles;
          }
        }),
        async () => {
          const guid = block.guid;
          if (changes.content !== undefined) {
            await updateContent({ guid, input: { content: changes.content }, base }).unwrap();
          }
          if (changes.options) {
            const options = Object.fromEntries(changes.options.map((o) => [o.name, o.value]));
            await setOptions({ guid, options, base }).unwrap();
          }
          if (changes.permissions) {
            await setPermissions({ guid, permissions: changes.permissions, base }).unwrap();
          }
        },
      );

    return {
      session,
      add: (type, position) =>
        runTask({
          kind: 'add',
          subject: blockSubject(type),
          run: () =>
            addBlock({
              pageId: page.guid,
              base,
              block: {
                buildingBlock: type,
                layoutPosition: position,
                ...withOptions(newBlockOptions(type)),
                content: blockRegistry.get(type)?.defaultContent ?? {},
              },
            }).unwrap(),
        }),
      saveBlock: (block, changes) =>
        runTask({
          kind: 'save',
          subject: blockSubject(block.buildingBlock),
          run: () => writeBlock(block, changes),
        }),
      autosaveBlock: async (block, changes) => {
        try {
          await writeBlock(block, changes);
        } catch (error) {
          handlesFailure(error);
          throw error;
        }
      },
      move: (columns, block) =>
        runTask({
          kind: 'edit',
          subject: blockSubject(block.buildingBlock),
          run: () =>
            optimistic(
              (draft) => {
                draft.buildingBlockInstances = placeBlocks(draft.buildingBlockInstances, columns);
              },
              () => reorder({ pageId: page.guid, order: orderInput(columns), base }).unwrap(),
            ),
        }),
      remove: (block) =>
        runTask({
          kind: 'delete',
          subject: blockSubject(block.buildingBlock),
          run: () =>
            optimistic(
              (draft) => {
                draft.buildingBlockInstances = draft.buildingBlockInstances.filter(
                  (item) => item.guid !== block.guid,
                );
              },
              () => deleteBlock({ guid: block.guid, base }).unwrap(),
            ),
          undo: () => restoreBlock({ guid: block.guid, base }).unwrap(),
        }),
      setLayout: (layout) =>
        runTask({
          kind: 'save',
          subject: pageSubject(),
          run: () =>
            optimistic(
              (draft) => {
                draft.buildingBlockInstances = blocksForLayout(draft, layout);
                draft.layout = layout;
              },
              () =>
                updatePage({
                  id: page.guid,
                  page: pageInput(page, { layout }, isAdmin),
                  base,
                }).unwrap(),
            ),
        }),
      publish: () =>
        runTask({
          kind: 'save',
          subject: t('editor.subject.publication', { title: page.title }),
          run: () =>
            optimistic(
              (draft) => {
                draft.isPublished = true;
                if (draft.draft) draft.draft.hasChanges = false;
              },
              () => setPagePublished({ id: page.guid, isPublished: true, base }).unwrap(),
            ),
        }),
      unpublish: () =>
        runTask({
          kind: 'delete',
          subject: t('editor.subject.publication', { title: page.title }),
          run: () =>
            optimistic(
              (draft) => {
                draft.isPublished = false;
                // An unpublished page's draft always differs from what visitors see (nothing).
                if (draft.draft) draft.draft.hasChanges = true;
              },
              () => setPagePublished({ id: page.guid, isPublished: false, base }).unwrap(),
            ),
        }),
      discardDraft: () =>
        runTask({
          kind: 'revert',
          subject: t('editor.subject.draft', { title: page.title }),
          run: () => discardPageDraft({ id: page.guid, base }).unwrap(),
        }),
      schedule: (schedule) =>
        runTask({
          kind: 'save',
          subject: t('editor.subject.schedule', { title: page.title }),
          run: () => schedulePage({ id: page.guid, schedule, base }).unwrap(),
        }),
      restoreRevision: (number) =>
        runTask({
          kind: 'save',
          subject: t('editor.subject.restore', { number, title: page.title }),
          run: () => restorePageRevision({ id: page.guid, number, base }).unwrap(),
        }),
      saveSettings: (settings) => {
        const { title, options, ...access } = settings;
        const content = options ? { title, options } : { title };
        return runTask({
          kind: 'save',
          subject: t('editor.subject.page', { title }),
          run: () =>
            optimistic(
              (draft) => {
                Object.assign(draft, content);
                if (isAdmin) Object.assign(draft, access);
              },
              () =>
                updatePage({
                  id: page.guid,
                  page: pageInput(page, isAdmin ? { ...content, ...access } : content, isAdmin),
                  base,
                }).unwrap(),
            ),
        });
      },
    };
  }, [
    t,
    blockLabel,
    runBackgroundTask,
    dispatch,
    page,
    locator,
    isAdmin,
    onConflict,
    session,
    addBlock,
    updateContent,
    setOptions,
    setPermissions,
    reorder,
    deleteBlock,
    restoreBlock,
    updatePage,
    setPagePublished,
    discardPageDraft,
    restorePageRevision,
    schedulePage,
  ]);
}

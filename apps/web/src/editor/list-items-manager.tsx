import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pleinApi,
  useCreateListItemsMutation,
  useDeleteListItemMutation,
  useDiscardListItemDraftMutation,
  useRestoreListItemRevisionMutation,
  useGetEditorListQuery,
  useGetListItemTypesQuery,
  useOrderListItemsMutation,
  usePublishListItemDraftMutation,
  useRestoreListItemMutation,
  useUpdateListItemMutation,
} from '@plein/api-client';
import type { BuildingBlockInstance, ListItem, ListItemInput } from '@plein/api-client';
import { useAppDispatch } from '@plein/state-store';
import { Button, Cluster, Dialog, Stack, VisuallyHidden } from '@plein/ui-kit';
import { formatDateTime } from '../screens/format-date';
import { useBackgroundTask } from '../tasks/use-background-task';
import { ListItemHistory } from './history/list-item-history';
import { ListItemForm } from './list-item-form';
import { ListItemsTrash } from './list-items-trash';
import type { ParentChoice } from './list-item-form';

/** Items per page in the drawer. */
export const managerPageSize = 10;

/** Props of {@link ListItemsManager}. */
export interface ListItemsManagerProps {
  /** The list block whose items are managed. */
  block: BuildingBlockInstance;
  /** Clock for the scheduled/expired badges (tests). */
  now?: () => Date;
}

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; item: ListItem };

/** The parent choices of a list block's content (`parents: [{ guid, label }]`). */
function parentChoices(content: unknown): ParentChoice[] {
  const parents = (content as { parents?: unknown } | null)?.parents;
  if (!Array.isArray(parents)) return [];
  return parents.filter(
    (parent): parent is ParentChoice =>
      typeof parent === 'object' &&
      parent !== null &&
      typeof (parent as ParentChoice).guid === 'string' &&
      typeof (parent as ParentChoice).label === 'string',
  );
}

/** Moves focus to an item's button after a re-render (falling back to its other move button). */
function focusItemButton(guid: string, action: 'up' | 'down') {
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-item-guid="${guid}"]`);
    const preferred = row?.querySelector<HTMLButtonElement>(`[data-item-action="${action}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-item-action="${action === 'up' ? 'down' : 'up'}"]`,
    );
    [preferred, other].find((button) => button && !button.disabled)?.focus();
  });
}

/**
 * The "manage items" drawer of a list block: every item of the list (unpublished and scheduled
 * ones too) in manual order, paged, with add, edit, delete (with undo) and move up/down (moves are
 * announced in a live region). Every write is a background task; the RTK tags refresh the drawer
 * and the page's list.
 *
 * @example
 * <ListItemsManager block={listBlock} />
 */
export function ListItemsManager({ block, now = () => new Date() }: ListItemsManagerProps) {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [announcement, setAnnouncement] = useState('');
  // The last item deleted here: the drawer offers its undo too, as a modal drawer makes the
  // notifications (and their undo) unreachable until it closes.
  const [deleted, setDeleted] = useState<ListItem | null>(null);
  const args = { blockGuid: block.guid, query: { pageNumber, itemCount: managerPageSize } };
  const list = useGetEditorListQuery(args);
  const types = useGetListItemTypesQuery();
  const [createItems] = useCreateListItemsMutation();
  const [updateItem] = useUpdateListItemMutation();
  const [deleteItem] = useDeleteListItemMutation();
  const [restoreItem] = useRestoreListItemMutation();
  const [orderItems] = useOrderListItemsMutation();
  const [publishDraft] = usePublishListItemDraftMutation();
  const [discardDraft] = useDiscardListItemDraftMutation();
  const [restoreRevision] = useRestoreListItemRevisionMutation();
  // The item whose unpublished changes the editor asked to throw away (confirmed first).
  const [discarding, setDiscarding] = useState<ListItem | null>(null);

  const parents = parentChoices(block.content);
  const typeNames = (types.data ?? []).map((type) => type.name);
  const subject = (title: string) => t('listItems.subject', { title });
  const page = list.data;
  const items = page?.items ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.totalItems / page.itemCount)) : 1;
  // Back from the form (or after a delete), focus goes to the add button.
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusAdd, setFocusAdd] = useState(0);
  useEffect(() => {
    if (focusAdd) rootRef.current?.querySelector<HTMLElement>('[data-items-add]')?.focus();
  }, [focusAdd]);
  const backToList = () => {
    setMode({ kind: 'list' });
    setFocusAdd((n) => n + 1);
  };

  /** Makes a publication of the item its draft (or the item, when it is offline). */
  const restoreVersion = (item: ListItem, number: number) => {
    backToList();
    void runTask({
      kind: 'save',
      subject: t('listItems.history.restored', { number, title: item.title }),
      run: () => restoreRevision({ guid: item.guid, number }).unwrap(),
    });
  };

  const save = (input: ListItemInput, item: ListItem | null, publish: boolean) => {
    backToList();
    if (item) {
      void runTask({
        kind: 'save',
        subject: subject(input.title),
        run: async () => {
          await updateItem({ guid: item.guid, item: input }).unwrap();
          // A published item that stays published keeps the change as its draft until now.
          if (publish && item.isPublished && input.isPublished) {
            await publishDraft(item.guid).unwrap();
          }
        },
      });
    } else {
      void runTask({
        kind: 'add',
        subject: subject(input.title),
        run: () => createItems({ blockGuid: block.guid, items: [input] }).unwrap(),
      });
    }
  };

  const publishChanges = (item: ListItem) =>
    void runTask({
      kind: 'save',
      subject: t('listItems.publishSubject', { title: item.title }),
      run: () => publishDraft(item.guid).unwrap(),
    });
  const discardChanges = (item: ListItem) => {
    setDiscarding(null);
    void runTask({
      kind: 'revert',
      subject: subject(item.title),
      run: () => discardDraft(item.guid).unwrap(),
    });
  };

  const restore = (item: ListItem) => restoreItem(item.guid).unwrap();
  const remove = async (item: ListItem) => {
    setFocusAdd((n) => n + 1);
    const done = await runTask({
      kind: 'delete',
      subject: subject(item.title),
      run: async () => {
        await deleteItem(item.guid).unwrap();
        return true;
      },
      undo: () => {
        setDeleted((current) => (current?.guid === item.guid ? null : current));
        return restore(item);
      },
    });
    if (done) setDeleted(item);
  };
  const undoDelete = (item: ListItem) => {
    setDeleted(null);
    setFocusAdd((n) => n + 1);
    void runTask({ kind: 'revert', subject: subject(item.title), run: () => restore(item) });
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const other = direction === 'up' ? index - 1 : index + 1;
    const item = items[index];
    const swapped = items[other];
    if (!item || !swapped) return;
    const order = items.map((entry) => entry.guid);
    order[index] = swapped.guid;
    order[other] = item.guid;
    const patch = dispatch(
      pleinApi.util.updateQueryData('getEditorList', args, (draft) => {
        const [moved] = draft.items.splice(index, 1);
        if (moved) draft.items.splice(other, 0, moved);
      }),
    );
    const place = (pageNumber - 1) * managerPageSize + other + 1;
    setAnnouncement(
      t('listItems.moved', { title: item.title, place, total: page?.totalItems ?? items.length }),
    );
    focusItemButton(item.guid, direction);
    void runTask({
      kind: 'edit',
      subject: subject(item.title),
      run: async () => {
        try {
          await orderItems({ blockGuid: block.guid, order: { guids: order } }).unwrap();
        } catch (error) {
          patch.undo();
          throw error;
        }
      },
    });
  };

  if (mode.kind !== 'list') {
    const item = mode.kind === 'edit' ? mode.item : null;
    return (
      <ListItemForm
        key={item?.guid ?? 'new'}
        item={item}
        types={typeNames}
        parents={parents}
        onSave={(input, publish) => save(input, item, publish)}
        onCancel={backToList}
      >
        {item ? (
          <ListItemHistory item={item} onRestore={(number) => restoreVersion(item, number)} />
        ) : null}
      </ListItemForm>
    );
  }

  // In the tenant's time zone, as every other time of the editor.
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const badges = (item: ListItem) => {
    const at = now();
    const result: string[] = [];
    if (!item.isPublished) result.push(t('listItems.draft'));
    else if (new Date(item.publishedOn) > at) result.push(t('listItems.scheduled'));
    else result.push(t('listItems.published'));
    if (item.metadata.periodEnd && new Date(item.metadata.periodEnd) <= at) {
      result.push(t('listItems.expired'));
    }
    if (item.highlight) result.push(t('listItems.highlighted'));
    if (item.draft) {
      const time = formatDateTime(item.draft.changedAt, i18n.language);
      const { changedBy: name } = item.draft;
      result.push(
        `${t('listItems.unpublishedChanges')} (${t(name ? 'listItems.changedBy' : 'listItems.changedAt', { name, time })})`,
      );
    }
    return result;
  };

  return (
    <div ref={rootRef}>
      <Stack gap={4}>
        <p className="plein-editor-hint">{t('listItems.intro')}</p>
        <Cluster gap={3}>
          <Button data-items-add onClick={() => setMode({ kind: 'new' })}>
            <span aria-hidden="true">+</span> {t('listItems.add')}
          </Button>
        </Cluster>
        {deleted ? (
          <Cluster gap={2} className="plein-list-items__deleted">
            <span>{t('tasks.delete.done', { subject: subject(deleted.title), count: 1 })}</span>
            <Button variant="secondary" size="sm" onClick={() => undoDelete(deleted)}>
              {t('tasks.undo', { subject: subject(deleted.title), count: 1 })}
            </Button>
          </Cluster>
        ) : null}
        <h3 id={headingId} className="plein-list-items__heading">
          {t('listItems.listLabel')}
        </h3>
        {list.isLoading ? <p role="status">{t('listItems.loading')}</p> : null}
        {list.isError ? <p role="alert">{t('listItems.loadFailed')}</p> : null}
        {page && items.length === 0 ? <p>{t('listItems.empty')}</p> : null}
        {items.length ? (
          <ol
            className="plein-list-items"
            aria-labelledby={headingId}
            start={(pageNumber - 1) * managerPageSize + 1}
          >
            {items.map((item, index) => (
              <li key={item.guid} className="plein-list-items__item" data-item-guid={item.guid}>
                <div className="plein-list-items__text">
                  <span className="plein-list-items__title">{item.title}</span>
                  <span className="plein-list-items__meta">
                    {item.listItemTypeName} · {date(item.publishedOn)} · {badges(item).join(' · ')}
                  </span>
                </div>
                <Cluster gap={1} className="plein-list-items__actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    data-item-action="up"
                    aria-label={t('listItems.moveUp', { title: item.title })}
                    title={t('listItems.moveUp', { title: item.title })}
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-item-action="down"
                    aria-label={t('listItems.moveDown', { title: item.title })}
                    title={t('listItems.moveDown', { title: item.title })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  {item.draft ? (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('listItems.publishChangesItem', { title: item.title })}
                        onClick={() => publishChanges(item)}
                      >
                        {t('listItems.publishChanges')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-haspopup="dialog"
                        aria-label={t('listItems.discardChangesItem', { title: item.title })}
                        onClick={() => setDiscarding(item)}
                      >
                        {t('listItems.discardChanges')}
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('listItems.editItem', { title: item.title })}
                    onClick={() => setMode({ kind: 'edit', item })}
                  >
                    {t('listItems.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('listItems.deleteItem', { title: item.title })}
                    onClick={() => void remove(item)}
                  >
                    {t('listItems.delete')}
                  </Button>
                </Cluster>
              </li>
            ))}
          </ol>
        ) : null}
        {pages > 1 ? (
          <nav aria-label={t('listItems.pagination')}>
            <Cluster gap={2}>
              <Button
                variant="secondary"
                size="sm"
                disabled={pageNumber <= 1}
                onClick={() => setPageNumber(pageNumber - 1)}
              >
                {t('listItems.previous')}
              </Button>
              <span>{t('listItems.page', { page: pageNumber, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={pageNumber >= pages}
                onClick={() => setPageNumber(pageNumber + 1)}
              >
                {t('listItems.next')}
              </Button>
            </Cluster>
          </nav>
        ) : null}
        <ListItemsTrash blockGuid={block.guid} />
        <div role="status" aria-live="polite" className="plein-editor-live">
          {announcement ? <VisuallyHidden>{announcement}</VisuallyHidden> : null}
        </div>
      </Stack>
      <Dialog
        open={discarding !== null}
        title={t('listItems.discard.title')}
        onDismiss={() => setDiscarding(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDiscarding(null)}>
              {t('listItems.discard.cancel')}
            </Button>
            <Button onClick={() => discarding && discardChanges(discarding)}>
              {t('listItems.discard.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('listItems.discard.text', { title: discarding?.title })}</p>
      </Dialog>
    </div>
  );
}

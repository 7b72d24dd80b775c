import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxMenuDepth,
  topLevelMenuName,
  useGetMenuByNameQuery,
  useGetPagesQuery,
  useSaveMenuMutation,
} from '@plein/api-client';
import { Button, Cluster, Notice, Stack, VisuallyHidden } from '@plein/ui-kit';
import { useUnsavedChangesGuard } from '../../../app/use-unsaved-changes-guard';
import { adminPagesQuery } from '../../../routing/content-admin-steps';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { ScreenMain } from '../../screen-main';
import { refusalOf, rememberFailure } from '../shared/server-problems';
import { problemsFromServer, validateMenu } from './menu-checks';
import type { MenuProblems } from './menu-checks';
import { MenuItemDialog } from './menu-item-dialog';
import type { MenuItemTarget, MenuItemValues } from './menu-item-form';
import {
  indent,
  indentBlocker,
  insertItem,
  locate,
  moveDown,
  moveUp,
  outdent,
  removeItem,
  toMenuItemInputs,
  undoTree,
  updateItem,
} from './menu-tree';
import type { DraftMenuItem, MenuTree } from './menu-tree';
import { canDo, MenuTreeView } from './menu-tree-view';
import type { MenuAction } from './menu-tree-view';
import { useMenuDraft } from './use-menu-draft';
import '../shared/admin-content.css';
import './admin-menu.css';

/** Where keyboard focus goes after the tree re-rendered: a button of an item, or "add item". */
type FocusTarget = { key: string; action: MenuAction } | 'add' | null;

/**
 * Admin: the top-level menu as an editable tree. Items are added, edited, deleted, moved and
 * re-nested in a draft (with keyboard buttons and a live region that says where an item went);
 * Save sends the whole tree as a background task whose undo saves the previous tree back.
 */
export function AdminMenuScreen() {
  const { t } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data: menu, error } = useGetMenuByNameQuery(topLevelMenuName);
  const { data: pageList = [] } = useGetPagesQuery(adminPagesQuery);
  const [saveMenu, saving] = useSaveMenuMutation();
  const { draft, baseline, dirty, change, reset, saved } = useMenuDraft(menu);
  const [problems, setProblems] = useState<MenuProblems>({});
  const [target, setTarget] = useState<MenuItemTarget | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [focus, setFocus] = useState<FocusTarget>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const leaveQuestion = useUnsavedChangesGuard(dirty);

  const pages = useMemo(
    () => new Map(pageList.map((page) => [page.guid.toLowerCase(), page])),
    [pageList],
  );
  const announce = (text: string) =>
    setAnnouncement((current) => ({ text, count: current.count + 1 }));
  const nameOf = (item: DraftMenuItem | undefined) => item?.name ?? '';

  useEffect(() => {
    if (!focus) return;
    if (focus === 'add') addButton.current?.focus();
    else {
      treeRef.current
        ?.querySelector<HTMLElement>(
          `[data-menu-key="${focus.key}"] [data-action="${focus.action}"]`,
        )
        ?.focus();
    }
    setFocus(null);
  }, [focus]);

  /** Says where an item is now: its place among its siblings and under which item. */
  const describePlace = (tree: MenuTree, key: string) => {
    const location = locate(tree, key);
    if (!location) return '';
    const values = {
      name: location.item.name,
      position: location.index + 1,
      count: location.siblings.length,
      parent: nameOf(location.ancestors.at(-1)),
    };
    return location.depth === 1
      ? t('menuEditor.announce.placeTop', values)
      : t('menuEditor.announce.placeUnder', values);
  };

  const blockedMessage = (key: string, action: MenuAction) => {
    if (action === 'indent') {
      return t(`menuEditor.blocked.indent-${indentBlocker(draft, key) ?? 'first'}`, {
        max: maxMenuDepth,
      });
    }
    return t(`menuEditor.blocked.${action}`);
  };

  const edit = (next: MenuTree) => {
    change(next);
    if (Object.keys(problems).length) setProblems(validateMenu(next));
  };

  const onAction = (key: string, action: MenuAction) => {
    const item = locate(draft, key)?.item;
    if (!item) return;
    if (action === 'edit') {
      setTarget({ mode: 'edit', key });
      return;
    }
    if (action === 'delete') {
      const location = locate(draft, key);
      const next =
        location?.siblings[location.index + 1] ??
        location?.siblings[location.index - 1] ??
        location?.ancestors.at(-1);
      edit(removeItem(draft, key));
      announce(
        t('menuEditor.announce.deleted', {
          name: item.name,
          count: item.relatedMenuItems.length,
        }),
      );
      setFocus(next ? { key: next.key, action: 'edit' } : 'add');
      return;
    }
    if (!canDo(draft, key, action)) {
      announce(blockedMessage(key, action));
      return;
    }
    const moves = { up: moveUp, down: moveDown, indent, outdent };
    const moved = moves[action](draft, key);
    edit(moved);
    announce(describePlace(moved, key));
    setFocus({ key, action });
  };

  const onSave = (formTarget: MenuItemTarget, values: MenuItemValues) => {
    const fields = {
      name: values.name.trim(),
      urlSegment: values.kind === 'internal' ? values.urlSegment.trim() : '',
      pageGuid: values.kind === 'internal' && values.pageGuid ? values.pageGuid : null,
      externalUrl: values.kind === 'external' ? values.externalUrl.trim() : null,
    };
    if (formTarget.mode === 'edit') {
      edit(updateItem(draft, formTarget.key, fields));
      announce(t('menuEditor.announce.changed', { name: fields.name }));
    } else {
      const key = `new-${nanoid()}`;
      const next = insertItem(draft, values.parentKey || null, {
        key,
        ...fields,
        relatedMenuItems: [],
      });
      edit(next);
      announce(
        `${t('menuEditor.announce.added', { name: fields.name })} ${describePlace(next, key)}`,
      );
      setFocus({ key, action: 'edit' });
    }
    setTarget(null);
  };

  const showProblems = (found: MenuProblems) => {
    setProblems(found);
    const count = Object.keys(found).length;
    announce(t('menuEditor.announce.problems', { count }));
    const first = Object.keys(found).find((key) => key !== '' && locate(draft, key));
    setFocus(first ? { key: first, action: 'edit' } : null);
  };

  const save = async () => {
    const found = validateMenu(draft);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    const sent = draft;
    const previous = toMenuItemInputs(baseline);
    const write = rememberFailure(() =>
      saveMenu({ name: topLevelMenuName, items: toMenuItemInputs(sent) }).unwrap(),
    );
    const result = await runTask({
      kind: 'save',
      subject: t('menuEditor.subject'),
      run: write.run,
      undo: (savedTree) =>
        saveMenu({ name: topLevelMenuName, items: undoTree(previous, savedTree) }).unwrap(),
    });
    if (result) {
      saved(result);
      return;
    }
    const refusal = refusalOf(write.failure());
    if (refusal.status === 400 && refusal.problems.length > 0) {
      showProblems(problemsFromServer(sent, refusal.problems));
    }
  };

  const general = problems[''];

  return (
    <ScreenMain wide title={t('menuEditor.title')}>
      <Stack gap={5}>
        <p>{t('menuEditor.intro', { max: maxMenuDepth })}</p>
        <ul className="plein-menu-rules">
          <li>{t('menuEditor.rules.internal')}</li>
          <li>{t('menuEditor.rules.external')}</li>
        </ul>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('menuEditor.loadFailed')}</p>
          </Notice>
        ) : null}
        <section aria-labelledby="menu-heading">
          <Stack gap={4}>
            <div className="plein-admin-head">
              <h2 id="menu-heading">{t('menuEditor.listTitle')}</h2>
              <Button
                ref={addButton}
                variant="secondary"
                onClick={() => setTarget({ mode: 'add' })}
              >
                {t('menuEditor.add')}
              </Button>
            </div>
            {general ? (
              <Notice tone="error">
                <p>{t('menuEditor.errors.rejected')}</p>
              </Notice>
            ) : null}
            <div ref={treeRef}>
              {draft.length ? (
                <MenuTreeView
                  label={t('menuEditor.listTitle')}
                  tree={draft}
                  problems={problems}
                  pages={pages}
                  onAction={onAction}
                />
              ) : (
                <p>{t('menuEditor.empty')}</p>
              )}
            </div>
          </Stack>
        </section>
        <div className="plein-menu-save">
          <p
            className={
              dirty
                ? 'plein-menu-save__state plein-menu-save__state--dirty'
                : 'plein-menu-save__state'
            }
          >
            {dirty ? t('menuEditor.unsaved') : t('menuEditor.allSaved')}
          </p>
          <Cluster gap={3}>
            <Button onClick={() => void save()} disabled={saving.isLoading}>
              {t('menuEditor.save')}
            </Button>
            <Button
              variant="ghost"
              aria-disabled={dirty ? undefined : true}
              onClick={() => {
                if (!dirty) return;
                reset();
                setProblems({});
                announce(t('menuEditor.announce.reset'));
              }}
            >
              {t('menuEditor.reset')}
            </Button>
          </Cluster>
        </div>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement.text}
          {announcement.count % 2 ? '\u00a0' : ''}
        </VisuallyHidden>
      </Stack>
      <MenuItemDialog
        tree={draft}
        target={target}
        pages={pageList}
        onSave={onSave}
        onClose={() => setTarget(null)}
      />
      {leaveQuestion}
    </ScreenMain>
  );
}

import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetRolesQuery } from '@plein/api-client';
import type {
  BuildingBlockInstance,
  LayoutPosition,
  Page,
  PageChangedDetails,
  PageLocator,
} from '@plein/api-client';
import { Drawer, mainContentId } from '@plein/ui-kit';
import { documentTitle } from '../app/document-title';
import { useSettings } from '../data/use-tenant-data';
import { useBlockLabel } from './block-label';
import { BlockConfigForm } from './block-config-form';
import { BlockPicker } from './block-picker';
import { EditorCanvas } from './editor-canvas';
import { useDrawerSideBySide } from './use-drawer-side-by-side';
import { EditorToolbar } from './editor-toolbar';
import { PageHistory } from './history/page-history';
import { ListItemsManager } from './list-items-manager';
import { PageConflictDialog } from './page-conflict-dialog';
import { PageSettingsForm } from './page-settings-form';
import { EditorPresence } from './editor-presence';
import { useEditorActions } from './use-editor-actions';
import { usePagePresence } from './use-page-presence';
import './editor.css';

/** What the drawer shows. */
type DrawerContent =
  | { kind: 'picker'; position: LayoutPosition }
  | { kind: 'block'; guid: string }
  | { kind: 'items'; guid: string }
  | { kind: 'settings' }
  | { kind: 'history' };

/** Props of {@link PageEditor}. */
export interface PageEditorProps {
  page: Page;
  pagePath: string;
  locator: PageLocator;
  isAdmin: boolean;
}

/**
 * The page editor (spec section 2): the toolbar, the page in its layout with an edit frame per
 * block, and a drawer for adding a block, configuring one, the page settings or the page's
 * history (its publications, compared with each other and the draft, and restored). Every write
 * is a background task; the page itself comes from the RTK cache. A write refused because someone
 * else changed the page meanwhile opens the {@link PageConflictDialog}.
 */
export function PageEditor({ page, pagePath, locator, isAdmin }: PageEditorProps) {
  const { t } = useTranslation('admin');
  const { platformName } = useSettings();
  const blockLabel = useBlockLabel();
  const [conflict, setConflict] = useState<PageChangedDetails | null>(null);
  const actions = useEditorActions(page, locator, isAdmin, setConflict);
  const others = usePagePresence(page.guid, actions.session);
  const sideBySide = useDrawerSideBySide();
  const [drawer, setDrawer] = useState<DrawerContent | null>(null);
  // The roles are for admins only (the API answers others 403): without them, the roles parts of
  // the forms are left out.
  const rolesQuery = useGetRolesQuery(isAdmin ? undefined : skipToken);
  const roles = rolesQuery.isSuccess ? rolesQuery.data : null;
  const close = () => setDrawer(null);

  const configured =
    drawer?.kind === 'block' || drawer?.kind === 'items'
      ? page.buildingBlockInstances.find((block) => block.guid === drawer.guid)
      : undefined;
  const drawerTitle = () => {
    if (drawer?.kind === 'picker') return t('editor.picker.title');
    if (drawer?.kind === 'settings') return t('editor.settings.heading');
    if (drawer?.kind === 'history') return t('editor.history.heading');
    if (drawer?.kind === 'items' && configured) {
      const listTitle = (configured.content as { title?: unknown }).title;
      return t('listItems.heading', {
        name:
          typeof listTitle === 'string' && listTitle.trim()
            ? listTitle
            : blockLabel(configured.buildingBlock),
      });
    }
    return configured
      ? t('editor.block.heading', { name: blockLabel(configured.buildingBlock) })
      : t('editor.block.gone');
  };

  const remove = (block: BuildingBlockInstance) => {
    const position = block.layoutPosition;
    void actions.remove(block);
    // The frame is gone: focus goes to the add button of its position.
    requestAnimationFrame(() => {
      const add = document.querySelector<HTMLElement>(`[data-zone-add="${position}"]`);
      (add ?? document.querySelector<HTMLElement>('[data-zone-add="main"]'))?.focus();
    });
  };

  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className={`plein-editor${drawer && sideBySide ? ' plein-editor--with-drawer' : ''}`}
    >
      <title>{documentTitle(t('editor.documentTitle', { title: page.title }), platformName)}</title>
      <EditorToolbar
        page={page}
        pagePath={pagePath}
        actions={actions}
        onOpenSettings={() => setDrawer({ kind: 'settings' })}
        onOpenHistory={() => setDrawer({ kind: 'history' })}
        isAdmin={isAdmin}
      />
      <EditorPresence others={others} />
      <div className="plein-editor__body">
        <div className="plein-editor__page">
          <EditorCanvas
            page={page}
            pagePath={pagePath}
            onAdd={(position) => setDrawer({ kind: 'picker', position })}
            onConfigure={(block) => setDrawer({ kind: 'block', guid: block.guid })}
            onDelete={remove}
            onManageItems={(block) => setDrawer({ kind: 'items', guid: block.guid })}
            onMove={(columns, block) => void actions.move(columns, block)}
          />
        </div>
        <Drawer
          open={drawer !== null}
          title={drawerTitle()}
          closeLabel={t('editor.drawer.close')}
          onClose={close}
          modal={!sideBySide}
        >
          {drawer?.kind === 'picker' ? (
            <BlockPicker
              positionLabel={t(`editor.positions.${drawer.position}`)}
              onPick={(type) => {
                close();
                void actions.add(type, drawer.position);
              }}
            />
          ) : null}
          {drawer?.kind === 'block' && configured ? (
            <BlockConfigForm
              key={configured.guid}
              block={configured}
              roles={roles}
              onCancel={(revert) => {
                close();
                if (Object.keys(revert).length) void actions.saveBlock(configured, revert);
              }}
              onSave={(changes) => {
                close();
                void actions.saveBlock(configured, changes);
              }}
              onAutosave={(changes) => actions.autosaveBlock(configured, changes)}
            />
          ) : null}
          {drawer?.kind === 'items' && configured ? (
            <ListItemsManager key={configured.guid} block={configured} />
          ) : null}
          {(drawer?.kind === 'block' || drawer?.kind === 'items') && !configured ? (
            <p>{t('editor.block.goneText')}</p>
          ) : null}
          {drawer?.kind === 'settings' ? (
            <PageSettingsForm
              page={page}
              isAdmin={isAdmin}
              roles={roles}
              onCancel={close}
              onSave={(settings) => {
                close();
                void actions.saveSettings(settings);
              }}
            />
          ) : null}
          {drawer?.kind === 'history' ? (
            <PageHistory
              page={page}
              onRestore={(number) => {
                close();
                void actions.restoreRevision(number);
              }}
            />
          ) : null}
        </Drawer>
      </div>
      <PageConflictDialog
        conflict={conflict}
        pageGuid={page.guid}
        pagePath={pagePath}
        onClose={() => setConflict(null)}
      />
    </main>
  );
}

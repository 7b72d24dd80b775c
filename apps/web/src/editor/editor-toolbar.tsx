import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PageLayoutName } from '@plein/api-client';
import { isPageLayoutName, pageLayoutNames } from '@plein/layouts';
import { Button, ButtonLink, Select } from '@plein/ui-kit';
import { layoutLabel } from '../screens/admin/shared/layout-label';
import { PreviewLinksDialog } from './preview-links-dialog';
import { PublicationControls } from './publication-controls';
import type { EditorActions } from './use-editor-actions';

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  page: Page;
  /** Where visitors see the page. */
  pagePath: string;
  actions: Pick<EditorActions, 'setLayout' | 'publish' | 'unpublish' | 'discardDraft' | 'schedule'>;
  onOpenSettings: () => void;
  /** Opens the page's history (its publications, compared and restored) in the drawer. */
  onOpenHistory: () => void;
  /** Administrators also get a link to the page's statistics (which are theirs only). */
  isAdmin: boolean;
}

/**
 * The editor's toolbar: the page title, the layout select, the publication state with its
 * buttons ({@link PublicationControls}), the page settings, the page's history, the page's
 * preview links for reviewers without an account ({@link PreviewLinksDialog}), a link to the page
 * as visitors see it and, for administrators, a link to the page's statistics
 * (`/statistics?path=…`, the path visitors see it at, which is what the statistics count).
 */
export function EditorToolbar({
  page,
  pagePath,
  actions,
  onOpenSettings,
  onOpenHistory,
  isAdmin,
}: EditorToolbarProps) {
  const { t } = useTranslation('admin');
  const [previewLinksOpen, setPreviewLinksOpen] = useState(false);
  const layoutOptions = pageLayoutNames.map((layout: PageLayoutName) => ({
    value: layout,
    label: layoutLabel(t, layout),
  }));
  return (
    <div className="plein-editor-toolbar">
      <div className="plein-editor-toolbar__heading">
        <p className="plein-editor-toolbar__eyebrow">{t('editor.toolbar.editing')}</p>
        <h1 className="plein-editor-toolbar__title">{page.title}</h1>
      </div>
      <div className="plein-editor-toolbar__controls">
        <Select
          className="plein-editor-toolbar__layout"
          label={t('editor.toolbar.layout')}
          value={page.layout}
          options={layoutOptions}
          onChange={(event) => {
            const layout = event.target.value;
            if (isPageLayoutName(layout) && layout !== page.layout) void actions.setLayout(layout);
          }}
        />
        <PublicationControls page={page} actions={actions} />
        <Button variant="secondary" onClick={onOpenSettings} aria-haspopup="dialog">
          {t('editor.toolbar.settings')}
        </Button>
        <Button variant="secondary" onClick={onOpenHistory} aria-haspopup="dialog">
          {t('editor.toolbar.history')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setPreviewLinksOpen(true)}
          aria-haspopup="dialog"
        >
          {t('editor.toolbar.previewLink')}
        </Button>
        <ButtonLink variant="ghost" href={pagePath}>
          {t('editor.toolbar.view')}
        </ButtonLink>
        {isAdmin ? (
          <ButtonLink
            variant="ghost"
            href={`/statistics?${new URLSearchParams({ path: pagePath }).toString()}`}
          >
            {t('editor.toolbar.statistics')}
          </ButtonLink>
        ) : null}
      </div>
      <PreviewLinksDialog
        open={previewLinksOpen}
        pageGuid={page.guid}
        onClose={() => setPreviewLinksOpen(false)}
      />
    </div>
  );
}

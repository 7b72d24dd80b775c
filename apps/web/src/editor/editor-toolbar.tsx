import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PageLayoutName } from '@plein/api-client';
import { isPageLayoutName, pageLayoutNames } from '@plein/layouts';
import { Button, ButtonLink } from '@plein/ui-kit';
import { SelectField } from './select-field';
import type { EditorActions } from './use-editor-actions';

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  page: Page;
  /** Where visitors see the page. */
  pagePath: string;
  actions: Pick<EditorActions, 'setLayout' | 'setPublished'>;
  onOpenSettings: () => void;
}

/**
 * The editor's toolbar: the page title, the layout select, the publication state with its
 * publish/unpublish button, the page settings and a link to the page as visitors see it.
 */
export function EditorToolbar({ page, pagePath, actions, onOpenSettings }: EditorToolbarProps) {
  const { t } = useTranslation('admin');
  const stateId = useId();
  const layoutOptions = pageLayoutNames.map((layout: PageLayoutName) => ({
    value: layout,
    label: t(`editor.layouts.${layout}`),
  }));
  return (
    <div className="plein-editor-toolbar">
      <div className="plein-editor-toolbar__heading">
        <p className="plein-editor-toolbar__eyebrow">{t('editor.toolbar.editing')}</p>
        <h1 className="plein-editor-toolbar__title">{page.title}</h1>
      </div>
      <div className="plein-editor-toolbar__controls">
        <SelectField
          className="plein-editor-toolbar__layout"
          label={t('editor.toolbar.layout')}
          value={page.layout}
          options={layoutOptions}
          onChange={(event) => {
            const layout = event.target.value;
            if (isPageLayoutName(layout) && layout !== page.layout) void actions.setLayout(layout);
          }}
        />
        <div className="plein-editor-toolbar__publish">
          <span
            id={stateId}
            className={`plein-editor-state plein-editor-state--${page.isPublished ? 'published' : 'draft'}`}
          >
            {t(page.isPublished ? 'editor.toolbar.published' : 'editor.toolbar.draft')}
          </span>
          <Button
            variant={page.isPublished ? 'secondary' : 'primary'}
            aria-describedby={stateId}
            onClick={() => void actions.setPublished(!page.isPublished)}
          >
            {t(page.isPublished ? 'editor.toolbar.unpublish' : 'editor.toolbar.publish')}
          </Button>
        </div>
        <Button variant="secondary" onClick={onOpenSettings} aria-haspopup="dialog">
          {t('editor.toolbar.settings')}
        </Button>
        <ButtonLink variant="ghost" href={pagePath}>
          {t('editor.toolbar.view')}
        </ButtonLink>
      </div>
    </div>
  );
}

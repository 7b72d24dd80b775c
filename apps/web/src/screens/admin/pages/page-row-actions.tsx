import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPagePublishedMutation } from '@plein/api-client';
import type { PageSummary } from '@plein/api-client';
import { Button, ButtonLink } from '@plein/ui-kit';
import { editPathOf } from '../../../routing/page-path';
import { useBackgroundTask } from '../../../tasks/use-background-task';

/**
 * A page's actions behind one "Actions" button (a disclosure, so the row stays narrow): view,
 * edit, publish or unpublish (a background task with undo) and delete. Escape, or focus leaving
 * the list, closes it; Escape puts focus back on the button.
 */
export function PageRowActions({
  page,
  path,
  onDelete,
}: {
  page: PageSummary;
  /** Where the page lives (its menu path, else `/{name}`). */
  path: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const [setPublished, publishing] = useSetPagePublishedMutation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const named = { title: page.title };

  const publish = (isPublished: boolean) => {
    setOpen(false);
    void runTask({
      kind: 'edit',
      subject: t('pages.subject', named),
      run: () => setPublished({ id: page.guid, isPublished }).unwrap(),
      undo: () => setPublished({ id: page.guid, isPublished: !isPublished }).unwrap(),
    });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="plein-row-actions" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <Button
        ref={toggle}
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('pages.actionsFor', named)}
        onClick={() => setOpen(!open)}
      >
        {t('pages.columns.actions')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <ul id={listId} className="plein-row-actions__list" hidden={!open}>
        <li>
          <ButtonLink
            href={path}
            size="sm"
            variant="ghost"
            aria-label={t('pages.viewNamed', named)}
          >
            {t('pages.view')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink
            href={editPathOf(path)}
            size="sm"
            variant="ghost"
            aria-label={t('pages.editNamed', named)}
          >
            {t('pages.edit')}
          </ButtonLink>
        </li>
        <li>
          <Button
            size="sm"
            variant="ghost"
            disabled={publishing.isLoading}
            aria-label={t(page.isPublished ? 'pages.unpublishNamed' : 'pages.publishNamed', named)}
            onClick={() => publish(!page.isPublished)}
          >
            {t(page.isPublished ? 'pages.unpublish' : 'pages.publish')}
          </Button>
        </li>
        <li>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('pages.deleteNamed', named)}
            onClick={() => {
              // The list closes: the dialog gives focus back to the button that stays.
              setOpen(false);
              toggle.current?.focus();
              onDelete();
            }}
          >
            {t('pages.delete')}
          </Button>
        </li>
      </ul>
    </div>
  );
}

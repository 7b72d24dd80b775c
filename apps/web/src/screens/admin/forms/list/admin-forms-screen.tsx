import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteFormMutation, useGetFormsQuery } from '@plein/api-client';
import type { FormSummary } from '@plein/api-client';
import { localized } from '@plein/validation';
import { Button, Dialog, Notice, Stack } from '@plein/ui-kit';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { ScreenMain } from '../../../screen-main';
import { FormRow } from './form-row';
import { NewFormDialog } from './new-form-dialog';
import '../../shared/admin-content.css';
import '../forms.css';

/**
 * Admin: the tenant's forms (beta) with their state, published version, unpublished changes,
 * submissions and last change; "New form", and delete after a confirmation (a form's versions
 * and submissions go with it; there is no undo).
 */
export function AdminFormsScreen() {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data, error } = useGetFormsQuery();
  const [deleteForm] = useDeleteFormMutation();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FormSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleOf = (form: FormSummary) => localized(form.title, i18n.language);

  const forms = useMemo(
    () =>
      [...(data ?? [])].sort((a, b) =>
        localized(a.title, i18n.language).localeCompare(
          localized(b.title, i18n.language),
          i18n.language,
        ),
      ),
    [data, i18n.language],
  );

  const confirmDelete = () => {
    const form = deleting;
    if (!form) return;
    setDeleting(null);
    void runTask({
      kind: 'delete',
      subject: t('forms.subject', { title: titleOf(form) }),
      run: () => deleteForm(form.guid).unwrap(),
    }).then(() => {
      // The row and its buttons are gone: keep keyboard focus on the screen.
      if (!document.activeElement || document.activeElement === document.body) {
        heading.current?.focus();
      }
    });
  };

  return (
    <ScreenMain wide title={t('forms.title')}>
      <section aria-labelledby="forms-heading">
        <Stack gap={4}>
          <p>{t('forms.intro')}</p>
          <div className="plein-admin-head">
            <h2 id="forms-heading" ref={heading} tabIndex={-1}>
              {t('forms.listTitle')}
            </h2>
            <Button onClick={() => setCreating(true)}>{t('forms.new.open')}</Button>
          </div>
          {error ? (
            <Notice tone="error" role="alert">
              <p>{t('forms.loadFailed')}</p>
            </Notice>
          ) : null}
          {data && forms.length === 0 ? <p>{t('forms.none')}</p> : null}
          {forms.length > 0 ? (
            <table className="plein-table plein-forms-list" role="table">
              <caption>{t('forms.caption', { count: forms.length })}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('forms.columns.title')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('forms.columns.state')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('forms.columns.version')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('forms.columns.submissions')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('forms.columns.updated')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('forms.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {forms.map((form) => (
                  <FormRow key={form.guid} form={form} onDelete={() => setDeleting(form)} />
                ))}
              </tbody>
            </table>
          ) : null}
        </Stack>
      </section>
      <NewFormDialog open={creating} onClose={() => setCreating(false)} />
      <Dialog
        open={deleting !== null}
        title={t('forms.deleteTitle')}
        onDismiss={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('forms.cancel')}
            </Button>
            <Button onClick={confirmDelete}>{t('forms.delete')}</Button>
          </>
        }
      >
        {deleting ? (
          <p>
            {t('forms.deleteText', {
              title: titleOf(deleting),
              count: deleting.submissionCount,
            })}
          </p>
        ) : null}
      </Dialog>
    </ScreenMain>
  );
}

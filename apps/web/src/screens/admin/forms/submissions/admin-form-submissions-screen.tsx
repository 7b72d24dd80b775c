import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  formSubmissionsExportUrl,
  useDeleteFormSubmissionsMutation,
  useGetFormQuery,
  useGetFormSubmissionsQuery,
  useGetFormVersionQuery,
} from '@plein/api-client';
import { localized, takesAnswer } from '@plein/validation';
import { Button, buttonClassName, Cluster, Dialog, Link, Notice, Stack } from '@plein/ui-kit';
import { formSubmissionsQueryOf, shownVersionOf } from '../../../../routing/form-admin-steps';
import { useBackgroundTask } from '../../../../tasks/use-background-task';
import { Pager } from '../../../pager';
import { ScreenMain } from '../../../screen-main';
import { formBuilderPath, formsListPath } from '../shared/form-paths';
import { SubmissionsFilter } from './submissions-filter';
import { SubmissionsTable } from './submissions-table';
import '../../shared/admin-content.css';
import '../forms.css';

/** How many answers the table shows beside the date, version and submitter. */
const answerColumns = 3;

/**
 * Admin: the submissions of one form, filtered (search, version, dates) and paged by the URL;
 * select rows and delete them after a confirmation (they hold personal data; there is no undo).
 */
export function AdminFormSubmissionsScreen() {
  const { t, i18n } = useTranslation('admin');
  const guid = useParams().guid ?? '';
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const runTask = useBackgroundTask();
  const query = useMemo(() => formSubmissionsQueryOf(params), [params]);
  const { page: _page, pageSize: _pageSize, ...exportQuery } = query;
  const { data: form, error: formError } = useGetFormQuery(guid);
  const shown = form ? shownVersionOf(form, query) : null;
  const { data: version } = useGetFormVersionQuery(
    { guid, version: shown ?? 0 },
    { skip: shown === null },
  );
  const { data: page, error } = useGetFormSubmissionsQuery({ guid, query });
  const [deleteSubmissions] = useDeleteFormSubmissionsMutation();
  // The selection belongs to one list (URL): another filter or page starts without one.
  const listKey = params.toString();
  const [selection, setSelection] = useState({ listKey, guids: [] as string[] });
  const selected = selection.listKey === listKey ? selection.guids : [];
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = form ? localized(form.draft.title, i18n.language) : '';
  const fields = (version?.content.fields ?? []).filter(takesAnswer).slice(0, answerColumns);
  const filtered = Boolean(query.search ?? query.version ?? query.from ?? query.to);

  // A page past the end (after deleting the last rows of the last page): go to the last page.
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  useEffect(() => {
    if (!page || page.items.length > 0 || page.page <= pages) return;
    const next = new URLSearchParams(params);
    next.set('page', String(pages));
    void navigate(`${pathname}?${next.toString()}`, { replace: true });
  }, [page, pages, params, pathname, navigate]);

  const confirmDelete = async () => {
    const guids = selected;
    setConfirming(false);
    const done = await runTask({
      kind: 'delete',
      count: guids.length,
      subject: t(
        guids.length === 1 ? 'forms.submissions.subjectOne' : 'forms.submissions.subjectMany',
      ),
      run: () =>
        deleteSubmissions({ guid, request: { guids } })
          .unwrap()
          .then(() => true),
    });
    if (done) setSelection({ listKey, guids: [] });
    heading.current?.focus();
  };

  return (
    <ScreenMain
      wide
      title={form ? t('forms.submissions.title', { title }) : t('forms.submissions.titleLoading')}
    >
      <Stack gap={5}>
        <Cluster gap={4}>
          <Link href={formsListPath}>{t('forms.backToList')}</Link>
          <Link href={formBuilderPath(guid)}>{t('forms.submissions.toBuilder')}</Link>
        </Cluster>
        {formError || error ? (
          <Notice tone="error" role="alert">
            <p>{t('forms.submissions.loadFailed')}</p>
          </Notice>
        ) : null}
        <section aria-labelledby="submissions-heading">
          <Stack gap={4}>
            <h2 id="submissions-heading" ref={heading} tabIndex={-1}>
              {t('forms.submissions.listTitle')}
            </h2>
            <SubmissionsFilter key={listKey} query={query} versions={form?.versions ?? []} />
            <p role="status">
              {page
                ? page.total === 0
                  ? t(filtered ? 'forms.submissions.noneFound' : 'forms.submissions.none')
                  : t(
                      page.totalCapped
                        ? 'forms.submissions.countAtLeast'
                        : 'forms.submissions.count',
                      {
                        count: page.total,
                      },
                    )
                : null}
            </p>
            {page && page.items.length > 0 ? (
              <>
                <Cluster gap={3} align="center">
                  <Button
                    variant="secondary"
                    aria-disabled={selected.length === 0 ? true : undefined}
                    onClick={() => {
                      if (selected.length > 0) setConfirming(true);
                    }}
                  >
                    {t('forms.submissions.deleteSelected', { count: selected.length })}
                  </Button>
                  {/* A plain link: the browser downloads the file (the router must not take it). */}
                  <a
                    className={buttonClassName('secondary')}
                    href={formSubmissionsExportUrl(
                      guid,
                      exportQuery,
                      i18n.language === 'en' ? 'en' : 'nl',
                    )}
                    download
                  >
                    {t('forms.submissions.export', { count: page.total })}
                  </a>
                </Cluster>
                <SubmissionsTable
                  formGuid={guid}
                  page={page}
                  fields={fields}
                  selected={selected}
                  onSelect={(guids) => setSelection({ listKey, guids })}
                  captionId="submissions-caption"
                />
                <Pager label={t('forms.submissions.pages')} list={page} />
              </>
            ) : null}
          </Stack>
        </section>
      </Stack>
      <Dialog
        open={confirming}
        title={t('forms.submissions.deleteTitle', { count: selected.length })}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('forms.cancel')}
            </Button>
            <Button onClick={() => void confirmDelete()}>
              {t('forms.submissions.deleteConfirm', { count: selected.length })}
            </Button>
          </>
        }
      >
        <p>{t('forms.submissions.deleteText', { count: selected.length })}</p>
      </Dialog>
    </ScreenMain>
  );
}

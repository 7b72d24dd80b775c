import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetFormQuery } from '@plein/api-client';
import type { Form } from '@plein/api-client';
import { localized } from '@plein/validation';
import type { FormContent } from '@plein/validation';
import { Cluster, Link, Notice, Stack } from '@plein/ui-kit';
import { ScreenMain } from '../../../screen-main';
import { FormStateSummary } from '../shared/form-state';
import { formSubmissionsPath, formsListPath } from '../shared/form-paths';
import { ContentForm } from './content-form';
import { PublishPanel } from './publish-panel';
import { SettingsForm } from './settings-form';
import { VersionsList } from './versions-list';
import '../../shared/admin-content.css';
import '../forms.css';

/** The builder's sections, each with its heading. */
type Section = 'content' | 'publish' | 'settings' | 'versions';

/**
 * Admin: the builder of one form (beta): (a) the draft's content and fields, (b) publishing a
 * frozen version or discarding the draft, (c) the settings, (d) the published versions.
 */
export function AdminFormViewScreen() {
  const { t, i18n } = useTranslation('admin');
  const guid = useParams().guid ?? '';
  const { data: form, error } = useGetFormQuery(guid);
  const [unsaved, setUnsaved] = useState(false);
  // A discard brings back the newest version's content: the content form starts again from it.
  const [restored, setRestored] = useState<{ revision: number; draft: FormContent } | null>(null);
  const onDiscarded = useCallback(
    (discarded: Form) =>
      setRestored((previous) => ({
        revision: (previous?.revision ?? 0) + 1,
        draft: discarded.draft,
      })),
    [],
  );
  const title = form ? localized(form.draft.title, i18n.language) : '';
  const headingId = (section: Section) => `form-builder-${section}`;

  return (
    <ScreenMain
      wide
      title={form ? t('forms.builder.title', { title }) : t('forms.builder.titleLoading')}
    >
      <Stack gap={6} className="plein-form-builder">
        <Cluster gap={4}>
          <Link href={formsListPath}>{t('forms.backToList')}</Link>
          {form ? (
            <Link href={formSubmissionsPath(form.guid)}>{t('forms.builder.toSubmissions')}</Link>
          ) : null}
        </Cluster>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('forms.builder.loadFailed')}</p>
          </Notice>
        ) : null}
        {form ? (
          <>
            <FormStateSummary form={form} />
            <section aria-labelledby={headingId('content')}>
              <h2 id={headingId('content')}>{t('forms.builder.contentTitle')}</h2>
              <ContentForm
                key={restored?.revision ?? 0}
                form={form}
                draft={restored?.draft ?? form.draft}
                onDirtyChange={setUnsaved}
              />
            </section>
            <section aria-labelledby={headingId('publish')}>
              <h2 id={headingId('publish')}>{t('forms.publish.title')}</h2>
              <PublishPanel form={form} unsaved={unsaved} onDiscarded={onDiscarded} />
            </section>
            <section aria-labelledby={headingId('settings')}>
              <h2 id={headingId('settings')}>{t('forms.settings.title')}</h2>
              <SettingsForm form={form} />
            </section>
            <section aria-labelledby={headingId('versions')}>
              <h2 id={headingId('versions')}>{t('forms.versions.title')}</h2>
              <VersionsList form={form} />
            </section>
          </>
        ) : null}
      </Stack>
    </ScreenMain>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetFormDashboardQuery } from '@plein/api-client';
import { localized } from '@plein/validation';
import { Cluster, Link, Notice, Stack } from '@plein/ui-kit';
import { versionParamOf } from '../../../../routing/form-admin-steps';
import { formatDateTime } from '../../../format-date';
import { ScreenMain } from '../../../screen-main';
import { formBuilderPath, formSubmissionsPath } from '../shared/form-paths';
import { BarHatching, DashboardChart } from './dashboard-chart';
import { formatNumber, periodRows } from './dashboard-labels';
import { FieldSummary } from './field-summary';
import '../../shared/admin-content.css';
import '../forms.css';
import './dashboard.css';

/**
 * Admin: the dashboard of one published version of a form (beta): how many submissions it has
 * and when they came in, then per question how many answered it and what: counts per option, the
 * spread of numbers and of dates. The counts are the API's (aggregated by the database); each
 * chart has its numbers as a table.
 */
export function AdminFormDashboardScreen() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const params = useParams();
  const guid = params.guid ?? '';
  const version = versionParamOf(params.version);
  const { data: dashboard, error } = useGetFormDashboardQuery(
    { guid, version: version ?? 0 },
    { skip: version === null },
  );
  const title = dashboard ? localized(dashboard.title, language) : '';
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, language) : t('forms.dashboard.never');

  return (
    <ScreenMain
      wide
      title={
        dashboard
          ? t('forms.dashboard.title', { title, version: dashboard.version })
          : t('forms.dashboard.titleLoading')
      }
    >
      <Stack gap={5} className="plein-dashboard">
        <BarHatching />
        <Cluster gap={4}>
          <Link href={formBuilderPath(guid)}>{t('forms.dashboard.toBuilder')}</Link>
          {version === null ? null : (
            <Link href={formSubmissionsPath(guid, version)}>
              {t('forms.dashboard.toSubmissions', { version })}
            </Link>
          )}
        </Cluster>
        {error ? (
          <Notice tone="error" role="alert">
            <p>{t('forms.dashboard.loadFailed')}</p>
          </Notice>
        ) : null}
        {dashboard ? (
          <>
            <dl className="plein-form-summary">
              <div>
                <dt>{t('forms.dashboard.submissions')}</dt>
                <dd>{formatNumber(dashboard.submissionCount, language)}</dd>
              </div>
              <div>
                <dt>{t('forms.dashboard.firstSubmitted')}</dt>
                <dd>{when(dashboard.firstSubmittedOn)}</dd>
              </div>
              <div>
                <dt>{t('forms.dashboard.lastSubmitted')}</dt>
                <dd>{when(dashboard.lastSubmittedOn)}</dd>
              </div>
              <div>
                <dt>{t('forms.dashboard.publishedOn')}</dt>
                <dd>{formatDateTime(dashboard.publishedOn, language)}</dd>
              </div>
            </dl>
            {dashboard.submissionCount === 0 ? (
              <p>{t('forms.dashboard.noSubmissions')}</p>
            ) : (
              <>
                <section aria-labelledby="dashboard-over-time">
                  <h2 id="dashboard-over-time">{t('forms.dashboard.overTime')}</h2>
                  <DashboardChart
                    caption={t(`forms.dashboard.overTimeCaption.${dashboard.overTime.unit}`)}
                    labelHeading={t('forms.dashboard.columns.period')}
                    rows={periodRows(
                      dashboard.overTime.periods,
                      dashboard.overTime.unit,
                      1,
                      language,
                      t,
                    )}
                  />
                </section>
                <section aria-labelledby="dashboard-fields">
                  <h2 id="dashboard-fields">{t('forms.dashboard.perField')}</h2>
                  <Stack gap={5}>
                    {dashboard.fields.map((field) => (
                      <FieldSummary
                        key={field.key}
                        field={field}
                        total={dashboard.submissionCount}
                      />
                    ))}
                  </Stack>
                </section>
              </>
            )}
          </>
        ) : null}
      </Stack>
    </ScreenMain>
  );
}

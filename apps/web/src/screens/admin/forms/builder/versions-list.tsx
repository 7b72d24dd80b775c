import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Form } from '@plein/api-client';
import { Link } from '@plein/ui-kit';
import { formatDateTime } from '../../../format-date';
import { formDashboardPath, formSubmissionsPath } from '../shared/form-paths';

/**
 * The published versions of a form (section d of the builder), newest first: when each was
 * published, how many submissions it has (a link to them) and a link to its dashboard.
 */
export function VersionsList({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('admin');
  const captionId = useId();
  if (form.versions.length === 0) return <p>{t('forms.versions.none')}</p>;
  const versions = [...form.versions].reverse();
  return (
    <div className="plein-form-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="plein-table">
        <caption id={captionId}>{t('forms.versions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forms.versions.version')}</th>
            <th scope="col">{t('forms.versions.publishedOn')}</th>
            <th scope="col">{t('forms.versions.submissions')}</th>
            <th scope="col">{t('forms.versions.dashboard')}</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.version}>
              <th scope="row">{t('forms.versions.number', { version: version.version })}</th>
              <td>{formatDateTime(version.publishedOn, i18n.language)}</td>
              <td>
                <Link
                  href={formSubmissionsPath(form.guid, version.version)}
                  aria-label={t('forms.versions.submissionsOf', {
                    count: version.submissionCount,
                    version: version.version,
                  })}
                >
                  {t('forms.versions.submissionCount', { count: version.submissionCount })}
                </Link>
              </td>
              <td>
                <Link href={formDashboardPath(form.guid, version.version)}>
                  {t('forms.versions.dashboardOf', { version: version.version })}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

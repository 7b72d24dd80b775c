import { useTranslation } from 'react-i18next';
import type { FormSummary } from '@plein/api-client';
import { localized } from '@plein/validation';
import { Button, ButtonLink, Cluster } from '@plein/ui-kit';
import { formatDateTime } from '../../../format-date';
import { formBuilderPath, formSubmissionsPath } from '../shared/form-paths';
import { OpenStateLabel, UnpublishedMark } from '../shared/form-state';

/**
 * One form in the forms table: title, whether it takes submissions, its published version (and
 * whether the draft has unpublished changes), submissions and last change, with links to its
 * builder and submissions and a delete button.
 */
export function FormRow({ form, onDelete }: { form: FormSummary; onDelete: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const title = localized(form.title, i18n.language);
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        {title}
      </th>
      <td role="cell" data-label={t('forms.columns.state')}>
        <OpenStateLabel state={form.openState} />
      </td>
      <td role="cell" data-label={t('forms.columns.version')}>
        <span className="plein-forms-list__version">
          {form.publishedVersion === null
            ? t('forms.notPublished')
            : t('forms.versions.number', { version: form.publishedVersion })}
          {form.hasDraft && form.publishedVersion !== null ? <UnpublishedMark /> : null}
        </span>
      </td>
      <td role="cell" data-label={t('forms.columns.submissions')}>
        {form.submissionCount}
      </td>
      <td role="cell" data-label={t('forms.columns.updated')}>
        {formatDateTime(form.updatedOn, i18n.language)}
      </td>
      <td role="cell">
        <Cluster gap={2} className="plein-forms-list__actions">
          <ButtonLink
            href={formBuilderPath(form.guid)}
            size="sm"
            variant="secondary"
            aria-label={t('forms.editNamed', { title })}
          >
            {t('forms.edit')}
          </ButtonLink>
          <ButtonLink
            href={formSubmissionsPath(form.guid)}
            size="sm"
            variant="secondary"
            aria-label={t('forms.submissionsNamed', { title })}
          >
            {t('forms.submissionsLink')}
          </ButtonLink>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('forms.deleteNamed', { title })}
            onClick={onDelete}
          >
            {t('forms.delete')}
          </Button>
        </Cluster>
      </td>
    </tr>
  );
}

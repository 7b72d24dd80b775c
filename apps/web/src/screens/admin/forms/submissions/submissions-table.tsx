import { useTranslation } from 'react-i18next';
import type { FormSubmission, Paged } from '@plein/api-client';
import { localized } from '@plein/validation';
import type { FormField } from '@plein/validation';
import { Link, SelectionCheckbox } from '@plein/ui-kit';
import { formatDateTime } from '../../../format-date';
import { answerText, answerWords } from '../../../forms/answer-text';
import { formSubmissionPath } from '../shared/form-paths';

/** Longest answer a table cell shows; the submission's own page shows it whole. */
const cellLength = 80;

const shorten = (text: string) =>
  text.length > cellLength ? `${text.slice(0, cellLength - 1).trimEnd()}…` : text;

/**
 * One page of a form's submissions: a selection box, when it was submitted (a link to the
 * submission), the version answered, who submitted it and the first answers (as text). The
 * table scrolls sideways inside its region on narrow screens.
 */
export function SubmissionsTable({
  formGuid,
  page,
  fields,
  selected,
  onSelect,
  captionId,
}: {
  formGuid: string;
  page: Paged<FormSubmission>;
  /** The fields whose answers get a column. */
  fields: readonly FormField[];
  selected: readonly string[];
  onSelect: (guids: string[]) => void;
  captionId: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const common = useTranslation().t;
  const guids = page.items.map((item) => item.guid);
  const chosen = guids.filter((guid) => selected.includes(guid));
  const first = (page.page - 1) * page.pageSize + 1;
  const words = answerWords((key) => common(key));

  return (
    <div className="plein-form-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="plein-table plein-form-submissions__table">
        <caption id={captionId}>
          {t('forms.submissions.caption', {
            from: first,
            to: first + page.items.length - 1,
            total: page.total,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="plein-form-submissions__select">
              <SelectionCheckbox
                checked={guids.length > 0 && chosen.length === guids.length}
                mixed={chosen.length > 0 && chosen.length < guids.length}
                label={t('forms.submissions.selectAll')}
                onCheckedChange={() => onSelect(chosen.length === guids.length ? [] : guids)}
              />
            </th>
            <th scope="col">{t('forms.submissions.submittedOn')}</th>
            <th scope="col">{t('forms.submissions.version')}</th>
            <th scope="col">{t('forms.submissions.submittedBy')}</th>
            {fields.map((field) => (
              <th scope="col" key={field.key}>
                {localized(field.label, i18n.language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.items.map((submission) => {
            const date = formatDateTime(submission.submittedOn, i18n.language);
            const isSelected = chosen.includes(submission.guid);
            return (
              <tr key={submission.guid}>
                <td className="plein-form-submissions__select">
                  <SelectionCheckbox
                    label={t('forms.submissions.selectOne', { date })}
                    checked={isSelected}
                    onCheckedChange={() =>
                      onSelect(
                        isSelected
                          ? chosen.filter((guid) => guid !== submission.guid)
                          : [...chosen, submission.guid],
                      )
                    }
                  />
                </td>
                <th scope="row">
                  <Link
                    href={formSubmissionPath(formGuid, submission.guid)}
                    aria-label={t('forms.submissions.open', { date })}
                  >
                    {date}
                  </Link>
                </th>
                <td>{submission.version}</td>
                <td>{submission.submittedBy?.email ?? t('forms.submissions.anonymous')}</td>
                {fields.map((field) => (
                  <td key={field.key}>
                    {shorten(
                      answerText(field, submission.answers[field.key], i18n.language, words),
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

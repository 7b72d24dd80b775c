import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@plein/validation';
import type { FormAnswers, FormField } from '@plein/validation';
import { answerText, answerWords, isEmptyAnswer } from './answer-text';
import { formImageUrl } from './form-image-url';
import './submission-answers.css';

/** The fields in groups: the fields before the first section heading, then each section's. */
function groupsOf(fields: readonly FormField[]) {
  const groups: { section: FormField | null; fields: FormField[] }[] = [];
  for (const field of fields) {
    if (field.type === 'section') groups.push({ section: field, fields: [] });
    else if (groups.length === 0) groups.push({ section: null, fields: [field] });
    else groups.at(-1)?.fields.push(field);
  }
  return groups;
}

/**
 * The answers of a submission under their fields' labels, grouped by the form's section
 * headings: choices by their options' labels, on/off as yes/no, an image as a thumbnail that
 * links to a larger variant. Every answer is rendered as text (React escapes it), never as
 * markup. The receipt passes its `submission` guid: it is what lets a visitor see the images.
 */
export function SubmissionAnswers({
  fields,
  answers,
  submission,
}: {
  fields: readonly FormField[];
  answers: FormAnswers;
  submission?: string;
}) {
  const { t, i18n } = useTranslation();
  const words = answerWords((key) => t(key));
  return (
    <div className="plein-form-answers">
      {groupsOf(fields).map((group, index) => (
        <Fragment key={group.section?.key ?? `group-${index}`}>
          {group.section ? <h3>{localized(group.section.label, i18n.language)}</h3> : null}
          {group.fields.length > 0 ? (
            <dl className="plein-read-only plein-form-answers__list">
              {group.fields.map((field) => {
                const answer = answers[field.key];
                const label = localized(field.label, i18n.language);
                const image =
                  field.type === 'image' && typeof answer === 'string' && answer ? answer : null;
                return (
                  <div key={field.key} className="plein-form-answers__item">
                    <dt>{label}</dt>
                    <dd className={isEmptyAnswer(answer) ? 'plein-form-answers__empty' : undefined}>
                      {image ? (
                        <a
                          href={formImageUrl(image, { width: 1600, submission })}
                          aria-label={t('submission.answers.imageLarger', { label })}
                        >
                          <img
                            className="plein-form-answers__image"
                            src={formImageUrl(image, { width: 320, submission })}
                            alt={t('submission.answers.imageAlt', { label })}
                            loading="lazy"
                          />
                        </a>
                      ) : (
                        answerText(field, answer, i18n.language, words)
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}

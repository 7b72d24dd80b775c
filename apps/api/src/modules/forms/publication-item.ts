import type { ListItemInput } from '@plein/api-client';
import type { FormAnswers, FormContent, FormField, FormPublication } from '@plein/validation';
import { localized, takesAnswer } from '@plein/validation';
import { answeredText, escapeHtml } from './answer-text';

/** Longest item title and item type name the list items take. */
const maxTitle = 300;
const maxTypeName = 100;

/**
 * The list item that publishes a submission (content of kind FormSubmission): titled by the
 * answer to the publication's title field (else the form's title and the day it was sent), of the
 * item type named after the form, showing the Dutch label (a heading) and the answer of each
 * answered shown field in the version's order, as escaped text in one rich-text block. Fields the
 * version lacks are left out, and so are image fields (private to the submission); no other
 * answer is ever shown.
 *
 * @example
 * publicationItem(version.content, submission.answers, form.settings.publication, submittedOn);
 */
export function publicationItem(
  content: FormContent,
  answers: FormAnswers,
  publication: FormPublication,
  submittedOn: string,
): ListItemInput {
  const formTitle = localized(content.title, 'nl').replace(/\s+/g, ' ').trim();
  const titleField = content.fields.find(
    (field) => field.key === publication.titleField && takesAnswer(field) && field.type !== 'image',
  );
  const titleAnswer = titleField ? answeredText(titleField, answers[titleField.key], 'nl') : null;
  const title = titleAnswer ?? `${formTitle} ${submittedOn.slice(0, 10)}`;
  // An image stays private to the submission's readers: published content never shows it.
  const shown = content.fields.filter(
    (field) =>
      takesAnswer(field) && field.type !== 'image' && publication.shownFields.includes(field.key),
  );
  // A heading per question, a paragraph per line of its answer; unanswered questions are left out.
  const html = shown
    .map((field) => ({ field, answer: answeredText(field, answers[field.key], 'nl') }))
    .filter(
      (shownAnswer): shownAnswer is { field: FormField; answer: string } =>
        shownAnswer.answer !== null,
    )
    .map(({ field, answer }) => {
      const lines = answer.split(/\r?\n/).filter((line) => line.trim() !== '');
      const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
      return `<h2>${escapeHtml(localized(field.label, 'nl'))}</h2>${paragraphs}`;
    })
    .join('');
  return {
    title: title.replace(/\s+/g, ' ').trim().slice(0, maxTitle),
    listItemTypeName: formTitle.slice(0, maxTypeName),
    isPublished: true,
    contentBuildingBlockInstances: html ? [{ buildingBlock: 'rich-text', content: { html } }] : [],
  };
}
